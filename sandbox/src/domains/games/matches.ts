/**
 * Hot matches for the Upcoming Events panel (GCSGAME_getGameMatchV2, a gap-filling shape):
 * fixed fixtures at fixed offsets from the next full hour, so they are always in the future.
 * Team crests are generated SVGs under /cdn/teams/.
 */
import { gameByNodeId } from './catalogue.data.ts';

const HOUR = 3_600_000;

const FIXTURES: [string, string, string, number][] = [
  ['Premier League', 'Red Lions', 'Blue Harbour', 3],
  ['Premier League', 'North United', 'City Rovers', 6],
  ['La Liga', 'Real Sol', 'Atletico Luna', 26],
  ['NBA', 'Manila Suns', 'Cebu Waves', 30],
  ['PBA', 'Davao Eagles', 'Quezon Kings', 50],
  ['Champions League', 'Bayern Nord', 'Paris Etoile', 74],
];

export function teamSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function hotMatches(publicUrl: string, now = Date.now()) {
  const nextHour = Math.ceil(now / HOUR) * HOUR;
  const sports = gameByNodeId(190001);
  return FIXTURES.map(([league, homeTeam, awayTeam, hours], i) => ({
    matchId: 70001 + i,
    league,
    homeTeam,
    awayTeam,
    homeTeamImageUrl: `${publicUrl}/cdn/teams/${teamSlug(homeTeam)}.svg`,
    awayTeamImageUrl: `${publicUrl}/cdn/teams/${teamSlug(awayTeam)}.svg`,
    matchTime: nextHour + hours * HOUR,
    vendor: sports?.vassalage ?? 'SB',
    gameType: sports?.gameType ?? 'SPORTS',
    roomId: sports?.roomId ?? null,
    nodeId: sports?.nodeId ?? null,
    gameId: sports?.gameId ?? null,
  }));
}

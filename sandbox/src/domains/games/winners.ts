/**
 * Seed winners (§9.5): deterministic rows over real catalogue games, wrapped as `{vo: {...}}`
 * like upstream. GCSGAME_getRankList serves them in seed order ("latest" first),
 * ODSFE2_getWinnerBoard sorted by winAmount, highest first.
 */
import { gameByNodeId, gameIconUrl } from './catalogue.data.ts';

const WINNER_SEED: [string, number, number][] = [
  ['juan88', 178001, 12850.5],
  ['mariaclara', 185001, 48200],
  ['pedro_777', 181002, 3150.25],
  ['luckyann', 186002, 22000],
  ['rico1990', 182004, 915.75],
  ['bongbong', 178501, 7640.1],
  ['jenny23', 183002, 1530],
  ['kuyakevin', 185002, 99999.99],
  ['angel_ph', 182001, 4410.4],
  ['markdee', 189003, 2780],
  ['sofiaqc', 181001, 18330.6],
  ['tonyboy', 184501, 640.2],
  ['christine', 178010, 5050.5],
  ['ramil77', 187002, 31500],
  ['joyjoy', 181010, 720.35],
  ['edgar_m', 178020, 13999],
  ['leah2024', 182010, 2360.8],
  ['paolo99', 185003, 8888.88],
  ['grace_b', 183010, 1105.15],
  ['nonoy', 178502, 4020],
  ['camille', 188002, 26740.45],
  ['jomar', 178030, 3333.33],
  ['ivy_rose', 182020, 15020.9],
  ['benjie', 181020, 980],
];

/** `juan88` → `ju***88`: first two and last two characters kept. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export function winnerRows(publicUrl: string) {
  return WINNER_SEED.flatMap(([name, nodeId, winAmount]) => {
    const game = gameByNodeId(nodeId);
    if (!game) return [];
    const icon = gameIconUrl(publicUrl, game.nodeId);
    const masked = maskName(name);
    return [
      {
        vo: {
          nodeId: game.nodeId,
          gameId: game.gameId,
          gameName: game.gameName,
          nodeName: game.gameName,
          gameType: game.gameType,
          vendor: game.vassalage,
          vassalage: game.vassalage,
          iconUrl: icon,
          mobileSmallIcon: icon,
          customerName: masked,
          account: masked,
          winAmount: Math.round(winAmount * 100) / 100,
        },
      },
    ];
  });
}

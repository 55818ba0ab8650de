/** Upcoming sports events: Bet Now launches the match's sports game through the one launcher. */
import type { HotMatch } from '@app/contracts';
import { LIMITS } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Carousel } from '../../components/ui/carousel.tsx';
import { pagerTexts } from '../../components/ui/pager-texts.ts';
import { Section } from '../../components/ui/section.tsx';
import { formatMatchTime } from '../../lib/format.ts';
import { useOpenGame } from './game-launcher.tsx';
import { matchTarget } from './tiles.tsx';
import { pathOf } from '../../lib/paths.ts';

function Team({ name, image }: { name: string; image: string | null }) {
  return (
    <span className="match__team">
      {image ? (
        <img src={image} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="match__logo" />
      )}
      <span>{name}</span>
    </span>
  );
}

export function UpcomingEvents({ matches }: { matches: HotMatch[] }) {
  const { t } = useTranslation('games');
  const openGame = useOpenGame();
  const navigate = useNavigate();
  if (matches.length === 0) return null;
  const pages: HotMatch[][] = [];
  for (let i = 0; i < matches.length; i += LIMITS.hotMatchesPerSlide) {
    pages.push(matches.slice(i, i + LIMITS.hotMatchesPerSlide));
  }
  return (
    <Section id="home-events" title={t('games.events')}>
      <Carousel
        label={t('games.events')}
        pager={pagerTexts(t)}
        slides={pages.map((page) => ({
          key: page.map((m) => m.id).join('-'),
          content: (
            <ul className="matches">
              {page.map((match) => (
                <li key={match.id} className="match">
                  <span className="match__league">{match.league}</span>
                  <div className="match__teams">
                    <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
                    <span className="match__vs">{t('games.vs')}</span>
                    <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
                  </div>
                  <time className="match__time" dateTime={new Date(match.matchTime).toISOString()}>
                    {formatMatchTime(match.matchTime)}
                  </time>
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => {
                      const target = matchTarget(match);
                      // Without a vendor the match can only be found on the sports page.
                      if (target) openGame(target);
                      else void navigate(pathOf('sports'));
                    }}
                  >
                    {t('games.betNow')}
                  </button>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  );
}

/** Latest winners (spec section 9): a moving carousel above LIMITS.winnerLoopAbove, else a list. */
import type { Winner } from '@app/contracts';
import { LIMITS } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Section } from '../../components/ui/section.tsx';
import { useMoneyFormat } from '../../lib/format.ts';

function WinnerCard({ winner, symbol }: { winner: Winner; symbol: string | null }) {
  const formatMoney = useMoneyFormat();
  return (
    <div className="winner">
      {winner.iconUrl ? (
        <img
          className="winner__icon"
          src={winner.iconUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className="winner__icon" />
      )}
      <div className="winner__text">
        <span className="winner__name">{winner.customerName}</span>
        <span className="winner__game">{winner.gameName}</span>
      </div>
      <span className="winner__amount">{formatMoney(winner.winAmount, symbol)}</span>
    </div>
  );
}

export function LatestWinners({ winners, symbol }: { winners: Winner[]; symbol: string | null }) {
  const { t } = useTranslation('games');
  const shown = winners.slice(0, LIMITS.winnerCarousel);
  if (shown.length === 0) return null;
  const moving = shown.length > LIMITS.winnerLoopAbove;
  return (
    <Section id="home-winners" title={t('games.winners')} className="winners">
      {moving ? (
        <Carousel
          label={t('games.winners')}
          loop
          autoplayMs={0}
          speed={2000}
          slides={shown.map((winner, index) => ({
            key: `${index}-${winner.customerName}`,
            content: <WinnerCard winner={winner} symbol={symbol} />,
          }))}
        />
      ) : (
        <ul className="winners__list">
          {shown.map((winner, index) => (
            <li key={`${index}-${winner.customerName}`}>
              <WinnerCard winner={winner} symbol={symbol} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

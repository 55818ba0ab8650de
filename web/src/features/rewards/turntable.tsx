/**
 * The turntable of the receiving centre: a wheel of the gateway's prizes, in its order. The
 * player spins while they have spins; the prize is drawn by the gateway (rewards.spin) and the
 * wheel only turns to where the answer says, then the result is announced. Reduced motion: no
 * turning, the result at once.
 */
import type { SpinResult, Turntable as Wheel } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useMoneyFormat } from '../../lib/format.ts';

/** How long the wheel turns (the CSS transition of .turntable__wheel). */
const SPIN_MS = 2_400;
const TURNS = 5;
const SIZE = 300;
const RADIUS = 146;

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The point at `angle` degrees clockwise from the top, `r` from the centre. */
function point(angle: number, r: number): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [SIZE / 2 + r * Math.cos(radians), SIZE / 2 + r * Math.sin(radians)];
}

export function Turntable({
  wheel,
  spinning,
  onSpin,
  result,
  onSettled,
}: {
  wheel: Wheel;
  /** The spin was asked and its answer is not in yet. */
  spinning: boolean;
  onSpin: () => void;
  /** The last answer, to turn to; null before the first spin. */
  result: SpinResult | null;
  /** The wheel stopped on `result` (its prize may now be announced). */
  onSettled: (result: SpinResult) => void;
}) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormat();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const settled = useRef<SpinResult | null>(null);
  const segment = 360 / wheel.prizes.length;

  useEffect(() => {
    if (!result || settled.current === result) return;
    settled.current = result;
    const target = -(result.prizeIndex + 0.5) * segment;
    setRotation((current) => {
      const offset = (((target - current) % 360) + 360) % 360;
      return current + TURNS * 360 + offset;
    });
    const still = reducedMotion();
    setTurning(!still);
    const timer = window.setTimeout(
      () => {
        setTurning(false);
        onSettled(result);
      },
      still ? 0 : SPIN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result, segment, onSettled]);

  const busy = spinning || turning;
  return (
    <div className="turntable">
      <div className="turntable__stage">
        <svg
          className="turntable__wheel"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={t('turntable.wheel', {
            prizes: wheel.prizes.map((p) => p.label).join(', '),
          })}
          style={{ transform: `rotate(${rotation}deg)` }}
          data-turning={turning || undefined}
        >
          {wheel.prizes.map((prize, index) => {
            const [x1, y1] = point(index * segment, RADIUS);
            const [x2, y2] = point((index + 1) * segment, RADIUS);
            const [tx, ty] = point((index + 0.5) * segment, RADIUS * 0.66);
            const large = segment > 180 ? 1 : 0;
            return (
              <g key={prize.id}>
                <path
                  className={`turntable__slice turntable__slice--${index % 2 ? 'b' : 'a'}`}
                  d={`M${SIZE / 2},${SIZE / 2} L${x1},${y1} A${RADIUS},${RADIUS} 0 ${large} 1 ${x2},${y2} Z`}
                />
                <text
                  className="turntable__label"
                  x={tx}
                  y={ty}
                  transform={`rotate(${(index + 0.5) * segment} ${tx} ${ty})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {prize.label}
                </text>
              </g>
            );
          })}
          <circle className="turntable__hub" cx={SIZE / 2} cy={SIZE / 2} r={28} />
        </svg>
        <span className="turntable__pointer" aria-hidden="true" />
      </div>
      <p className="turntable__spins">{t('turntable.spins', { count: wheel.spins })}</p>
      <Button busy={busy} disabled={busy || wheel.spins === 0} onClick={onSpin}>
        {t('turntable.spin')}
      </Button>
      {wheel.spins === 0 && !busy ? (
        <p className="turntable__hint">{t('turntable.noSpins')}</p>
      ) : null}
      <p className="visually-hidden">
        {t('turntable.prizes', {
          prizes: wheel.prizes.map((p) => money(p.amount, null)).join(', '),
        })}
      </p>
    </div>
  );
}

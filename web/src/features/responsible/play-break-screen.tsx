/**
 * `/m/member/break` (issue 30, items 2 and 3), "Breaks and reality check": the reality check's interval
 * (reality-check-setting.tsx) and the player's own break from play. The player picks 24
 * hours, 7 days, 30 days or 6 weeks, sees when each would end, and confirms in a dialog that says
 * the end again and that a break cannot be undone. During a break the screen says until when and
 * offers only the periods that would lengthen it: the BFF never shortens a break, so a shorter
 * one would change nothing. What a break closes (launches, the lottery, deposits) the BFF refuses
 * with `on_break` and the end, which `errorText` shows in the player's language.
 */
import {
  BREAK_PERIODS_MS,
  BreakPeriodSchema,
  TakeBreakInputSchema,
  type BreakPeriod,
  type PlayBreak,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { RealityCheckSetting } from './reality-check-setting.tsx';
import './responsible.css';

const PERIODS = BreakPeriodSchema.options;

export function PlayBreakScreen() {
  const { t } = useTranslation(['responsible', 'routes', 'errors']);
  const trpc = useTRPC();
  const current = useQuery(
    trpc.responsible.break.queryOptions(undefined, { meta: { silent: true } }),
  );
  return (
    <main className="play-break">
      <h1 className="visually-hidden">{t('routes:titles.playBreak')}</h1>
      {/* The lighter tool first: a reminder while playing, then a break from play. */}
      <RealityCheckSetting />
      <QueryView query={current} loading={<Spinner label={t('routes:titles.playBreak')} />}>
        {(data) => <BreakChoice current={data} />}
      </QueryView>
    </main>
  );
}

function BreakChoice({ current }: { current: PlayBreak }) {
  const { t } = useTranslation(['responsible', 'errors']);
  const language = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The ends shown are counted from when the screen opened, and again when the player confirms.
  const [now, setNow] = useState(Date.now);
  const [picked, setPicked] = useState<BreakPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = (epochMs: number) => formatDateTime(epochMs, language);
  const endOf = (period: BreakPeriod) => now + BREAK_PERIODS_MS[period];
  const currentEnd = current.until === null ? null : Date.parse(current.until);
  const lengthens = (period: BreakPeriod) => currentEnd === null || endOf(period) > currentEnd;
  // The player's pick while it would still lengthen the break, else the shortest one that does.
  const chosen = picked && lengthens(picked) ? picked : (PERIODS.find(lengthens) ?? null);
  const headingId = useId();

  const take = useMutation(
    trpc.responsible.takeBreak.mutationOptions({
      meta: { silent: true },
      onSuccess: (taken) => {
        queryClient.setQueryData(trpc.responsible.break.queryKey(), taken);
        setConfirming(false);
        if (taken.until) showToast(t('break.started', { until: when(Date.parse(taken.until)) }));
      },
      onError: (cause) => {
        setConfirming(false);
        setError(errorText(cause, t));
      },
    }),
  );

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNow(Date.now());
    setConfirming(true);
  };
  const confirm = () => {
    const checked = TakeBreakInputSchema.safeParse({ period: chosen });
    if (checked.success) take.mutate(checked.data);
  };

  return (
    <section className="panel-raised play-break__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="play-break__heading">
        {t('break.title')}
      </h2>
      {currentEnd === null ? null : (
        <p className="play-break__current">{t('break.current', { until: when(currentEnd) })}</p>
      )}
      <p>{t('break.intro')}</p>
      <p className="play-break__final">{t('break.final')}</p>
      {chosen === null ? null : (
        <form className="play-break__form" onSubmit={askToConfirm}>
          <fieldset className="play-break__periods">
            <legend>{currentEnd === null ? t('break.choose') : t('break.longer')}</legend>
            {PERIODS.map((period) => (
              <label key={period} className="play-break__period">
                <input
                  type="radio"
                  name="period"
                  value={period}
                  checked={chosen === period}
                  disabled={!lengthens(period)}
                  onChange={() => setPicked(period)}
                />
                <span className="play-break__period-name">{t(`break.periods.${period}`)}</span>
                <span className="play-break__period-end">
                  {lengthens(period)
                    ? t('break.until', { until: when(endOf(period)) })
                    : t('break.alreadyLonger')}
                </span>
              </label>
            ))}
          </fieldset>
          {error === null ? null : (
            <p className="play-break__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit">{t('break.take')}</Button>
        </form>
      )}
      {chosen === null ? null : (
        <ConfirmDialog
          open={confirming}
          title={t('break.confirmTitle', { period: t(`break.periods.${chosen}`) })}
          confirmLabel={t('break.confirm')}
          cancelLabel={t('break.cancel')}
          busy={take.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        >
          <p>{t('break.confirmText', { until: when(endOf(chosen)) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

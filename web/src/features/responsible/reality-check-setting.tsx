/**
 * The member centre's reality-check setting (issue 30, item 2): how often the game host stops to
 * show the time played and the net result. The choices are the merchant's bounds in steps of a
 * quarter of an hour (the merchant's default among them); the BFF checks the bounds again.
 */
import {
  REALITY_CHECK_STEP_MINUTES,
  SetRealityCheckInputSchema,
  type RealityCheck,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import '../../components/ui/form.css';

/** The minutes offered: the bounds, every step between them, and the current choice. */
export function intervalChoices({ minMinutes, maxMinutes, minutes }: RealityCheck): number[] {
  const choices = new Set([minMinutes, maxMinutes, minutes]);
  const firstStep = Math.ceil(minMinutes / REALITY_CHECK_STEP_MINUTES) * REALITY_CHECK_STEP_MINUTES;
  for (let step = firstStep; step < maxMinutes; step += REALITY_CHECK_STEP_MINUTES) {
    choices.add(step);
  }
  return [...choices].sort((a, b) => a - b);
}

export function RealityCheckSetting() {
  const { t } = useTranslation('responsible');
  const trpc = useTRPC();
  const current = useQuery(
    trpc.responsible.realityCheck.queryOptions(undefined, { meta: { silent: true } }),
  );
  const headingId = useId();
  return (
    <section className="panel-raised play-break__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="play-break__heading">
        {t('reality.title')}
      </h2>
      <p>{t('reality.intro')}</p>
      <QueryView query={current} loading={<Spinner label={t('reality.title')} />}>
        {(data) => <IntervalForm current={data} />}
      </QueryView>
    </section>
  );
}

function IntervalForm({ current }: { current: RealityCheck }) {
  const { t } = useTranslation(['responsible', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState(current.minutes);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.responsible.setRealityCheck.mutationOptions({
      meta: { silent: true },
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.responsible.realityCheck.queryKey(), saved);
        showToast(t('reality.saved', { count: saved.minutes }));
      },
      onError: (cause) => setError(errorText(cause, t)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = SetRealityCheckInputSchema.safeParse({ minutes });
    if (checked.success) save.mutate(checked.data);
  };
  return (
    <form className="play-break__form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="reality-check-minutes">{t('reality.every')}</label>
        <select
          id="reality-check-minutes"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        >
          {intervalChoices(current).map((choice) => (
            <option key={choice} value={choice}>
              {t('reality.minutes', { count: choice })}
            </option>
          ))}
        </select>
      </div>
      {error === null ? null : (
        <p className="play-break__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {t('reality.save')}
      </Button>
    </form>
  );
}

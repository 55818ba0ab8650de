/**
 * `/m/activity/signIn`, the daily sign-in (spec section 5: only while the LOGIN promotion is on;
 * issue 14 item 5). The week's seven days, Monday first, each with its reward and state (signed,
 * today, missed, coming), the streak, and one button to sign in today. Signing in is once a day
 * and once per submission key (a double tap credits one reward); the balance is read again.
 * With LOGIN off the page says so and offers the way home (FeatureOff), never a blank page.
 */
import { isRealMember, type SignInCalendar } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showFreeReject, showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { formatLocale, useMoneyFormat } from '../../lib/format.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { FeatureOff } from './feature-off.tsx';
import { usePromotionAvailability } from './promotions-queries.ts';
import './promotions.css';

export function SignInScreen() {
  const { t } = useTranslation(['promotions', 'routes', 'errors']);
  const availability = usePromotionAvailability();
  return (
    <QueryView query={availability} loading={<Spinner label={t('signIn.title')} />}>
      {(data) =>
        data.login.enabled ? <Calendar /> : <FeatureOff title={t('routes:titles.activitySignIn')} />
      }
    </QueryView>
  );
}

function Calendar() {
  const { t } = useTranslation(['promotions', 'routes', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSessionInfo();
  const money = useMoneyFormat();
  // One key per page and day: a second tap that day (even after the answer, before the calendar
  // shows it) gets the first answer back; a page left open past midnight signs in anew.
  const [pageKey] = useSubmissionKey();
  const calendar = useQuery(trpc.promotions.signInCalendar.queryOptions());
  const signIn = useMutation(
    trpc.promotions.signIn.mutationOptions({
      meta: { silent: true },
      onSuccess: async (next) => {
        queryClient.setQueryData(trpc.promotions.signInCalendar.queryKey(), next);
        const day = next.days.find((d) => d.date === next.today);
        showToast(t('signIn.done', { amount: money(day?.reward ?? '0.00', null) }));
        await queryClient.invalidateQueries(trpc.member.balance.pathFilter());
      },
      onError: (error) => showToast(errorText(error, t), { tone: 'error' }),
    }),
  );

  return (
    <QueryView query={calendar} loading={<Spinner label={t('signIn.title')} />}>
      {(data) => {
        const today = data.days.find((d) => d.state === 'today');
        return (
          <main className="promotions-page sign-in">
            <h1 className="visually-hidden">{t('routes:titles.activitySignIn')}</h1>
            <section className="sign-in__hero">
              <Icon name="star" size={32} />
              <div>
                <p className="sign-in__intro">{t('signIn.intro')}</p>
                <p className="sign-in__streak">{t('signIn.streak', { count: data.streak })}</p>
              </div>
            </section>
            <h2 className="sign-in__heading">{t('signIn.calendar')}</h2>
            <WeekDays calendar={data} />
            {data.signedToday ? (
              <p className="promotions-note" role="status">
                {t('signIn.signedToday')}
              </p>
            ) : today ? (
              <Button
                busy={signIn.isPending}
                onClick={() => {
                  if (signIn.isPending) return;
                  // The spec's free-trial guard: a trial player may look, not sign in.
                  if (session && !isRealMember(session.type)) {
                    showFreeReject(t('errors:free_reject'));
                    return;
                  }
                  signIn.mutate({ requestKey: `${pageKey}-${data.today}` });
                }}
              >
                {t('signIn.signIn', { amount: money(today.reward, null) })}
              </Button>
            ) : null}
          </main>
        );
      }}
    </QueryView>
  );
}

function WeekDays({ calendar }: { calendar: SignInCalendar }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = useMoneyFormat();
  const weekday = new Intl.DateTimeFormat(formatLocale(language), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <ol className="sign-in__days">
      {calendar.days.map((day) => (
        <li
          key={day.date}
          className={`sign-in__day sign-in__day--${day.state}${day.date === calendar.today ? ' sign-in__day--current' : ''}`}
          aria-current={day.date === calendar.today ? 'date' : undefined}
        >
          <span className="sign-in__day-name">{t('signIn.day', { day: day.day })}</span>
          <span className="sign-in__date">{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
          <strong className="sign-in__reward">{money(day.reward, null)}</strong>
          <span className="sign-in__state">
            {day.state === 'signed' ? <Icon name="star" size={14} /> : null}
            {t(`signIn.states.${day.state}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

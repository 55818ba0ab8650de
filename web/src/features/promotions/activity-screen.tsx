/**
 * `/m/activity`, the promotions (spec sections 4 to 6; issue 14 item 5). A real member sees their
 * personal list, with their status on each card; a visitor or a trial player the common list.
 * Each card: picture, title, the spec's status word, dates, bonus, a TARGET promotion's progress,
 * a rejected application's reason, the details (sanitised by the BFF), and the one action its
 * status allows: Join, Apply (a comment and up to 3 pictures, application-dialog.tsx) or Claim.
 * A visitor's action goes to log in; a trial player's is refused with free_reject (2 s), the
 * spec's free-trial guard. The category chips filter the list and live in the URL (?category=).
 * A promotion banner links here with its promotion (?id=): that card shows whatever the category,
 * its details open, scrolled into view (issue 27 item 10).
 * Entries to the daily sign-in (LOGIN on) and the leaderboard (MISSION on) lead the page.
 */
import {
  isRealMember,
  type Promotion,
  type PromotionList,
  type PromotionStatus,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ChipGroup, DisclosureButton } from '../../components/ui/toggles.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showFreeReject, showToast } from '../../components/ui/toast.tsx';
import { OperatorHtml } from '../../components/ui/operator-html.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDate, useMoneyFormat } from '../../lib/format.ts';
import { href, pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { usePromotionAvailability } from './promotions-queries.ts';
import {
  actionFor,
  categoriesOf,
  progressPercent,
  statusTone,
  type PromotionAction,
} from './promotion-rules.ts';
import './promotions.css';

const ALL = 'all';

export function ActivityScreen() {
  const { t } = useTranslation(['promotions', 'routes', 'errors']);
  const trpc = useTRPC();
  const language = useDataLanguage();
  const list = useQuery(trpc.promotions.list.queryOptions({ language }));
  const [params, setParams] = useSearchParams();
  const [applying, setApplying] = useState<Promotion | null>(null);

  const promotions = list.data?.promotions ?? [];
  const categories = categoriesOf(promotions);
  const chosen = params.get('category') ?? ALL;
  const focusedId = Number(params.get('id')) || null;
  const focused = promotions.find((p) => p.id === focusedId);
  const category =
    categories.includes(chosen) && (!focused || focused.category === chosen) ? chosen : ALL;
  const shown = category === ALL ? promotions : promotions.filter((p) => p.category === category);

  return (
    <main className="promotions-page">
      <h1 className="visually-hidden">{t('routes:titles.activity')}</h1>
      <PromotionEntries />
      <QueryView query={list} loading={<Spinner label={t('list.title')} />}>
        {(data) => (
          <>
            {data.source === 'common' ? (
              <p className="promotions-note">{t('list.visitorNote')}</p>
            ) : null}
            {categories.length > 1 ? (
              <ChipGroup
                as="nav"
                label={t('list.categories')}
                items={[ALL, ...categories]}
                pressed={(key) => key === category}
                onPress={(key) =>
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (key === ALL) next.delete('category');
                      else next.set('category', key);
                      return next;
                    },
                    { replace: true },
                  )
                }
                className="promotions-chips"
                chipClassName="chip promotions-chip"
              >
                {(key) =>
                  key === ALL
                    ? t('list.all')
                    : t(`list.categoryNames.${key}`, { defaultValue: key })
                }
              </ChipGroup>
            ) : null}
            {shown.length === 0 ? (
              <p className="promotions-empty">{t('list.empty')}</p>
            ) : (
              <ul className="promotions-list">
                {shown.map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionCard
                      promotion={promotion}
                      focused={promotion === focused}
                      onApply={() => setApplying(promotion)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
      {applying ? (
        <ApplicationDialog promotion={applying} onClose={() => setApplying(null)} />
      ) : null}
    </main>
  );
}

/** The daily sign-in and the leaderboard, each only while its promotion runs (spec section 5). */
function PromotionEntries() {
  const { t } = useTranslation('promotions');
  const availability = usePromotionAvailability();
  const entries = [
    availability.data?.login.enabled
      ? {
          to: href('activitySignIn'),
          icon: 'star',
          title: t('list.signInEntry'),
          text: t('list.signInEntryText'),
        }
      : null,
    availability.data?.mission.enabled
      ? {
          to: href('leaderBoard'),
          icon: 'trophy',
          title: t('list.leaderBoardEntry'),
          text: t('list.leaderBoardEntryText'),
        }
      : null,
  ].filter((entry) => entry !== null);
  if (entries.length === 0) return null;
  return (
    <ul className="promotions-entries">
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className="promotions-entry">
            <Icon name={entry.icon as 'star' | 'trophy'} size={24} />
            <span>
              <strong>{entry.title}</strong>
              <small>{entry.text}</small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StatusWord({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <span className={`promotion-status promotion-status--${statusTone(status)}`}>
      {t(`status.${status}`)}
    </span>
  );
}

function PromotionCard({
  promotion,
  focused,
  onApply,
}: {
  promotion: Promotion;
  /** The promotion a banner opened: its details open and it scrolls into view. */
  focused: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation(['promotions', 'errors']);
  const language = useLanguage();
  const money = useMoneyFormat();
  const [open, setOpen] = useState(focused);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);
  const detailsId = useId();
  const percent = progressPercent(promotion);
  const date = (at: number) => formatDate(at, language);
  const when =
    promotion.status === 'COMING_SOON'
      ? t('list.starts', { date: date(promotion.startTime) })
      : promotion.endTime === null
        ? t('list.noEnd')
        : promotion.endTime <= Date.now()
          ? t('list.ended', { date: date(promotion.endTime) })
          : t('list.ends', { date: date(promotion.endTime) });

  return (
    <article ref={card} className="promotion-card" aria-labelledby={`${detailsId}-title`}>
      {promotion.imageUrl ? (
        <img
          className="promotion-card__image"
          src={promotion.imageUrl}
          alt=""
          width={640}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="promotion-card__body">
        <div className="promotion-card__head">
          <h2 id={`${detailsId}-title`} className="promotion-card__title">
            {promotion.title}
          </h2>
          <StatusWord status={promotion.status} />
        </div>
        <p className="promotion-card__facts">
          <span>{t('list.bonus', { amount: money(promotion.bonus, null) })}</span>
          <span>
            <Icon name="clock" size={14} /> {when}
          </span>
        </p>
        {percent !== null && promotion.progress !== null && promotion.target !== null ? (
          <div className="promotion-card__progress">
            <progress
              max={100}
              value={percent}
              aria-label={t('list.progress', {
                progress: money(promotion.progress, null),
                target: money(promotion.target, null),
              })}
            />
            <small>
              {t('list.progress', {
                progress: money(promotion.progress, null),
                target: money(promotion.target, null),
              })}
            </small>
          </div>
        ) : promotion.target !== null ? (
          <p className="promotion-card__muted">
            {t('list.target', { target: money(promotion.target, null) })}
          </p>
        ) : null}
        {promotion.status === 'REJECTED' && promotion.rejectReason ? (
          <p className="promotion-card__reason">
            {t('list.rejected', { reason: promotion.rejectReason })}
          </p>
        ) : null}
        <div className="promotion-card__actions">
          <DisclosureButton
            className="promotion-card__details-toggle"
            open={open}
            controls={detailsId}
            onToggle={() => setOpen((value) => !value)}
          >
            {open ? t('list.hideDetails') : t('list.details')}
          </DisclosureButton>
          <PromotionActionButton
            promotion={promotion}
            action={actionFor(promotion)}
            onApply={onApply}
          />
        </div>
        {/* Sanitised by the BFF, and passed once more through operatorMarkup. */}
        <OperatorHtml
          id={detailsId}
          className="promotion-card__details"
          hidden={!open}
          html={promotion.content}
        />
      </div>
    </article>
  );
}

/** Join, Apply or Claim, with the spec's guards: visitors log in, trial players are refused. */
function PromotionActionButton({
  promotion,
  action,
  onApply,
}: {
  promotion: Promotion;
  action: PromotionAction;
  onApply: () => void;
}) {
  const { t } = useTranslation(['promotions', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const money = useMoneyFormat();
  // One key for this promotion's claim: a promotion is claimed once, so a second tap (even one
  // landing after the first answer, before the list shows Claimed) gets the first answer back.
  const [requestKey] = useSubmissionKey();

  /**
   * The answer is the promotion as it is now: shown at once (the button a second tap would hit is
   * gone), then the list is read again.
   */
  const settle = async (changed: Promotion) => {
    queryClient.setQueriesData<PromotionList>(trpc.promotions.list.pathFilter(), (list) =>
      list
        ? { ...list, promotions: list.promotions.map((p) => (p.id === changed.id ? changed : p)) }
        : list,
    );
    await queryClient.invalidateQueries(trpc.promotions.list.pathFilter());
  };
  const join = useMutation(
    trpc.promotions.join.mutationOptions({
      meta: { silent: true },
      onSuccess: async (answer) => {
        showToast(t('actions.joined', { title: promotion.title }));
        await settle(answer.promotion);
      },
      onError: (error) => showToast(errorText(error, t), { tone: 'error' }),
    }),
  );
  const claim = useMutation(
    trpc.promotions.claim.mutationOptions({
      meta: { silent: true },
      onSuccess: async (answer) => {
        showToast(t('actions.claimed', { amount: money(promotion.bonus, null) }));
        await Promise.all([
          settle(answer.promotion),
          queryClient.invalidateQueries(trpc.member.balance.pathFilter()),
        ]);
      },
      onError: (error) => showToast(errorText(error, t), { tone: 'error' }),
    }),
  );

  if (action === null) return null;
  const guard = (): boolean => {
    if (session === null) {
      void navigate(pathOf('login'));
      return false;
    }
    if (!isRealMember(session.type)) {
      showFreeReject(t('errors:free_reject'));
      return false;
    }
    return true;
  };
  const busy = join.isPending || claim.isPending;
  return (
    <Button
      className="promotion-card__action"
      busy={busy}
      onClick={() => {
        if (busy || !guard()) return;
        if (action === 'apply') onApply();
        else if (action === 'join') join.mutate({ id: promotion.id });
        else claim.mutate({ id: promotion.id, requestKey });
      }}
    >
      {t(`actions.${action}`)}
    </Button>
  );
}

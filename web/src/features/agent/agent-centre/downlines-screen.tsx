/**
 * `/m/member/agent/downlines` (issue 26, item 4): the agent's team (agent.downlines). A search
 * by username (debounced: one request for the text the agent stopped typing) reaches the whole
 * team; without one the list is one member's direct downlines, the agent's own first, a
 * member's team through `?parentId=` (a history entry each, so Back climbs up again). Filtered
 * by status, a page at a time (the page and page count the answer gives). The search, status
 * and page are in the address too, so Back from a member finds the list as it was.
 */
import type { Downline } from '@app/contracts';
import { LIMITS } from '@app/contracts/values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/card.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { ChipGroup } from '../../../components/ui/toggles.tsx';
import { PagePager } from '../../../components/ui/page-pager.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate, useMoneyFormat } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useSearchText } from '../../../lib/use-debounced-value.ts';
import { positiveIntOf, StatusBadge } from './agent-centre-parts.tsx';
import './agent-centre.css';

/** How long the search waits for the agent to stop typing (as the game list's search). */
export const DOWNLINE_SEARCH_DEBOUNCE_MS = 300;

const STATUSES = ['all', 'active', 'inactive'] as const;
type Status = (typeof STATUSES)[number];

export function DownlinesScreen() {
  const [params] = useSearchParams();
  const parentId = positiveIntOf(params.get('parentId'));
  // Another member's team is another list: its search box starts from the address again.
  return <Downlines key={parentId ?? 'own'} parentId={parentId} />;
}

function Downlines({ parentId }: { parentId: number | undefined }) {
  const { t } = useTranslation(['agentCentre', 'routes']);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  const page = positiveIntOf(params.get('page')) ?? 1;
  /** The view lives in the address (Back from a member returns to it), replacing the entry. */
  const show = (changes: { search?: string; status?: Status; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          // The defaults (no search, every status, page 1) leave the address.
          if (value === undefined || value === '' || value === 'all' || value === 1) {
            next.delete(key);
          } else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  // A new search or filter starts again at page 1.
  const [text, setText] = useSearchText(
    search,
    (settled) => show({ search: settled, page: 1 }),
    DOWNLINE_SEARCH_DEBOUNCE_MS,
  );
  const downlines = useQuery(
    useTRPC().agent.downlines.queryOptions(
      { search: search || undefined, parentId, status, page, pageSize: LIMITS.pageSizeList },
      { placeholderData: keepPreviousData },
    ),
  );
  return (
    <main className="agent-centre">
      <h1 className="visually-hidden">{t('routes:titles.agentDownlines')}</h1>
      {parentId !== undefined && !search ? <TeamOf memberId={parentId} /> : null}
      <div className="field">
        <label htmlFor="downline-search">{t('downlines.search')}</label>
        <input
          id="downline-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={32}
          value={text}
          aria-describedby="downline-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="downline-search-hint" className="field__hint">
          {t('downlines.searchHint')}
        </p>
      </div>
      <ChipGroup
        label={t('downlines.status')}
        items={STATUSES}
        pressed={(item) => item === status}
        onPress={(item) => show({ status: item, page: 1 })}
        className="agent-chips"
        chipClassName="chip agent-chip"
      >
        {(item) => t(`downlines.statuses.${item}`)}
      </ChipGroup>
      <QueryView
        query={downlines}
        loading={<Skeleton className="agent-skeleton agent-skeleton--list" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="agent-empty">{t('downlines.empty')}</p>}
      >
        {(data) => (
          <>
            <p className="agent-muted" role="status">
              {t('downlines.total', { count: data.total })}
            </p>
            <ul className="agent-rows" aria-label={t('downlines.listLabel')}>
              {data.items.map((downline) => (
                <DownlineRow key={downline.memberId} downline={downline} />
              ))}
            </ul>
            <PagePager
              label={t('downlines.pages')}
              page={data.page}
              totalPages={data.totalPages}
              busy={downlines.isPlaceholderData}
              onPage={(to) => show({ page: to })}
            />
          </>
        )}
      </QueryView>
    </main>
  );
}

/** Whose team is listed, and the way back to the agent's own. */
function TeamOf({ memberId }: { memberId: number }) {
  const { t } = useTranslation('agentCentre');
  const parent = useQuery(useTRPC().agent.downline.queryOptions({ memberId }));
  return (
    <div className="agent-team-of">
      <p>
        {parent.data
          ? t('downlines.teamOf', { name: parent.data.username })
          : t('downlines.teamOfMember')}
      </p>
      <Link to={href('agentDownlines')}>{t('downlines.backToMine')}</Link>
    </div>
  );
}

function DownlineRow({ downline }: { downline: Downline }) {
  const { t } = useTranslation('agentCentre');
  const language = useLanguage();
  const money = useMoneyFormat();
  const memberId = String(downline.memberId);
  return (
    <li className="agent-row">
      <Link className="agent-row__main" to={href('agentDownline', { params: { memberId } })}>
        <span className="agent-row__name">
          {downline.username}
          {downline.nickname ? ` (${downline.nickname})` : ''}
        </span>
        <span className="agent-muted">
          {t(downline.isAgent ? 'kind.agent' : 'kind.player')} ·{' '}
          {t('downlines.level', { level: downline.level })} ·{' '}
          {t('downlines.joined', { date: formatDate(downline.registeredAt, language) })}
        </span>
      </Link>
      <div className="agent-row__side">
        <StatusBadge active={downline.active} />
        <span className="agent-row__amount">{money(downline.balance, null)}</span>
      </div>
      {downline.downlines > 0 ? (
        <Link
          className="agent-row__team"
          to={href('agentDownlines', { query: { parentId: memberId } })}
        >
          {t('downlines.viewTeam', { name: downline.username, count: downline.downlines })}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * `/m/vip`, the VIP club (spec section 2 "VIP club", section 9): three tabs, Overview (default),
 * VIP Levels and VIP Host, the tab kept in the address (`?tab=levels|host`) so a reload or a way
 * back finds it. The Overview shows the member's own level and this month's progress, the daily
 * and monthly salary of every tier, the referral share (5% weekly at VIP 4-9, 10% at VIP 10-20),
 * the weekly fund and the VIP wheel (into the reward centre, which needs REWCEN3). Levels and
 * Host show their banner groups (m_viplevels, m_viphost); the host is unlocked from Gold. The
 * tiers' levels are the contracts' (contracts/src/vip.ts).
 */
import type { Banner, VipClub, VipProgress, VipTier } from '@app/contracts';
import { isTrialMember } from '@app/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { Slot } from '../../lib/slots.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { QueryView, type ViewedQuery } from '../../components/ui/query-view.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useMoneyFormat } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { useEntryGuard } from '../../lib/route-entry.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import './vip.css';

const TABS = ['overview', 'levels', 'host'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'overview';
}

export function VipScreen() {
  const { t } = useTranslation(['vip', 'routes']);
  const trpc = useTRPC();
  const language = useDataLanguage();
  const session = useSessionInfo();
  const realMember = session !== null && !isTrialMember(session.type);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const club = useQuery(trpc.vip.club.queryOptions({ language }, { meta: { silent: true } }));
  const progress = useQuery(
    trpc.vip.progress.queryOptions(undefined, { enabled: realMember, meta: { silent: true } }),
  );

  const choose = (next: Tab) => {
    // The overview is the address without a tab; replace, so tabs do not pile up in history.
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  };

  return (
    <main className="vip-page">
      <h1 className="visually-hidden">{t('routes:titles.vip')}</h1>
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={choose}
        label={t('tabs.label')}
        idPrefix="vip-tab"
        panelId="vip-panel"
        className="vip-tabs"
      />
      <div className="vip-panel" id="vip-panel" role="tabpanel" aria-labelledby={`vip-tab-${tab}`}>
        <QueryView query={club} loading={<Skeleton className="vip-skeleton" />}>
          {(data) =>
            tab === 'overview' ? (
              <Overview
                club={data}
                progress={progress}
                who={session === null ? 'visitor' : realMember ? 'member' : 'trial'}
              />
            ) : tab === 'levels' ? (
              <LevelsTab club={data} level={progress.data?.level ?? null} />
            ) : (
              <HostTab club={data} progress={progress.data ?? null} who={session ? 'in' : 'out'} />
            )
          }
        </QueryView>
      </div>
    </main>
  );
}

type Who = 'visitor' | 'member' | 'trial';

function Overview({
  club,
  progress,
  who,
}: {
  club: VipClub;
  progress: ViewedQuery<VipProgress>;
  who: Who;
}) {
  const { t } = useTranslation('vip');
  const money = useMoneyFormat();
  const entryGuard = useEntryGuard();
  const currentTier = progress.data?.tier ?? null;
  return (
    <>
      <MemberCard progress={progress} who={who} />

      <Card id="vip-salary" className="vip-section" title={t('salary.title')}>
        <p className="vip-section__intro">{t('salary.intro')}</p>
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">{t('salary.tier')}</th>
              <th scope="col">{t('salary.daily')}</th>
              <th scope="col">{t('salary.monthly')}</th>
            </tr>
          </thead>
          <tbody>
            {club.tiers.map((tier) => (
              <tr
                key={tier.tier}
                className={tier.tier === currentTier ? 'vip-table__row--current' : undefined}
                aria-current={tier.tier === currentTier ? 'true' : undefined}
              >
                <th scope="row">
                  <TierName tier={tier} />
                </th>
                <td>{money(tier.dailySalary, null)}</td>
                <td>{money(tier.monthlySalary, null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <Card id="vip-referral" className="vip-section" title={t('referral.title')}>
        <p>{t('referral.text')}</p>
        <ul className="vip-rules">
          <li>
            <strong>5%</strong> {t('referral.silver')}
          </li>
          <li>
            <strong>10%</strong> {t('referral.gold')}
          </li>
        </ul>
        {/* Spec section 4: the referral action, whatever the promotion (customer service for a
            player while REFERRAL is off). */}
        <Slot name="referralLink" whileReferralOnly={false} className="btn btn--secondary">
          {t('referral.invite')}
        </Slot>
      </Card>

      <Card id="vip-fund" className="vip-section" title={t('fund.title')}>
        <p>{t('fund.text')}</p>
        <ul className="vip-fund">
          {club.tiers.map((tier) => (
            <li key={tier.tier}>
              <span>{t(`tiers.${tier.tier}`)}</span>
              <strong>{money(tier.weeklyFund, null)}</strong>
            </li>
          ))}
        </ul>
      </Card>

      <section className="card vip-section vip-wheel" aria-labelledby="vip-wheel">
        <span className="icon-disc vip-wheel__icon" aria-hidden="true">
          <Icon name="gift" size={32} />
        </span>
        <div>
          <h2 id="vip-wheel">{t('wheel.title')}</h2>
          <p>{t('wheel.text')}</p>
        </div>
        <Link
          to={href('rewardCenter')}
          className="btn btn--primary"
          onClick={entryGuard('rewardCenter')}
        >
          {t('wheel.open')}
        </Link>
      </section>
    </>
  );
}

function TierName({ tier }: { tier: VipTier }) {
  const { t } = useTranslation('vip');
  return (
    <span className="vip-tier">
      <span className={`vip-tier__badge vip-tier__badge--${tier.tier.toLowerCase()}`} />
      <span>
        {t(`tiers.${tier.tier}`)}
        <small>{t('levels.range', { min: tier.minLevel, max: tier.maxLevel })}</small>
      </span>
    </span>
  );
}

function MemberCard({ progress, who }: { progress: ViewedQuery<VipProgress>; who: Who }) {
  const { t } = useTranslation('vip');
  if (who === 'visitor') {
    return (
      <section className="card vip-card" aria-label={t('card.label')}>
        <p>{t('card.visitor')}</p>
        <Link to={href('login')} className="btn btn--primary">
          {t('card.login')}
        </Link>
      </section>
    );
  }
  if (who === 'trial') {
    return (
      <section className="card vip-card" aria-label={t('card.label')}>
        <p>{t('card.trial')}</p>
        <Link to={href('register')} className="btn btn--primary">
          {t('card.register')}
        </Link>
      </section>
    );
  }
  // The card's own skeleton while loading; the error (with its retry) inside the card.
  if (progress.data === undefined && !progress.isError) {
    return <Skeleton className="card vip-card vip-card--loading" />;
  }
  return (
    <section className="card vip-card" aria-label={t('card.label')}>
      <QueryView query={progress} keepData loading={null}>
        {(data) => <MemberProgress progress={data} />}
      </QueryView>
    </section>
  );
}

function MemberProgress({ progress }: { progress: VipProgress }) {
  const { t } = useTranslation('vip');
  const money = useMoneyFormat();
  return (
    <>
      <p className="vip-card__level">
        <span className={`vip-tier__badge vip-tier__badge--${progress.tier.toLowerCase()}`} />
        {t('card.level', { level: progress.level, tier: t(`tiers.${progress.tier}`) })}
      </p>
      {progress.nextLevel !== null && progress.monthlyTurnover.expected !== null ? (
        <>
          <div
            className="vip-progress"
            role="progressbar"
            aria-label={t('card.progress', { level: progress.nextLevel })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="vip-card__turnover">
            {t('card.turnover', {
              actual: money(progress.monthlyTurnover.actual, null),
              expected: money(progress.monthlyTurnover.expected, null),
              level: progress.nextLevel,
            })}
          </p>
        </>
      ) : (
        <p className="vip-card__turnover">{t('card.top')}</p>
      )}
      <ul className="vip-card__perks">
        <li>
          {progress.referralPercent > 0
            ? t('card.referral', { percent: progress.referralPercent })
            : t('card.noReferral')}
        </li>
        <li>{progress.hostUnlocked ? t('host.unlocked') : t('host.locked')}</li>
      </ul>
    </>
  );
}

function Banners({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useTranslation('vip');
  if (banners.length === 0) return <p className="vip-empty">{t('banners.empty')}</p>;
  return (
    <ul className="list-stack vip-banners" aria-label={label}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <img
            src={banner.imageUrl}
            alt={banner.title ?? ''}
            width={750}
            height={300}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

function LevelsTab({ club, level }: { club: VipClub; level: number | null }) {
  const { t } = useTranslation('vip');
  return (
    <>
      <Banners banners={club.levelBanners} label={t('tabs.levels')} />
      <Card id="vip-levels" className="vip-section" title={t('levels.title')}>
        <p className="vip-section__intro">{t('levels.intro')}</p>
        <ul className="vip-level-list">
          {club.tiers.map((tier) => (
            <li
              key={tier.tier}
              aria-current={level !== null && level >= tier.minLevel && level <= tier.maxLevel}
            >
              <TierName tier={tier} />
              <span className="vip-level-list__perks">
                {tier.host ? t('levels.withHost') : null}
                {tier.referralPercent > 0
                  ? t('levels.referral', { percent: tier.referralPercent })
                  : null}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function HostTab({
  club,
  progress,
  who,
}: {
  club: VipClub;
  progress: VipProgress | null;
  who: 'in' | 'out';
}) {
  const { t } = useTranslation('vip');
  const gold = club.tiers.find((tier) => tier.host);
  return (
    <>
      <Banners banners={club.hostBanners} label={t('tabs.host')} />
      <Card id="vip-host" className="vip-section" title={t('host.title')}>
        <p>{t('host.text', { level: gold?.minLevel ?? 10 })}</p>
        {progress ? (
          <p className={progress.hostUnlocked ? 'vip-host vip-host--on' : 'vip-host'}>
            <Icon name={progress.hostUnlocked ? 'headset' : 'shield'} size={20} />
            {progress.hostUnlocked ? t('host.unlocked') : t('host.locked')}
          </p>
        ) : who === 'out' ? (
          <Link to={href('login')} className="btn btn--secondary">
            {t('card.login')}
          </Link>
        ) : null}
      </Card>
    </>
  );
}

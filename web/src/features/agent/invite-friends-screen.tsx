/**
 * `/m/inviteFriends` (issue 26, item 2): a member's referral link and invitation code
 * (agent.referral), Copy with the spec's affiliate toast of 1 s, Share through the Web Share API
 * where the phone has it, a QR code of the link (uqr, drawn as SVG in this screen's chunk), and
 * what the inviter earns (agent.referralRates, spec section 9). A visitor sees the programme and
 * the ways to log in or register. The trial player never gets here with a link: the BFF refuses
 * it (free_reject), shown as the query's error.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { encode } from 'uqr';
import { Button } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { formatLocale } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { copyText } from './copy-text.ts';
import './agent.css';

function usePercent(): (percent: number) => string {
  const locale = formatLocale(useLanguage());
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (percent) => format.format(percent / 100);
}

export function InviteFriendsScreen() {
  const { t } = useTranslation(['agent', 'routes']);
  const session = useSessionInfo();
  return (
    <main className="agent-page invite-page">
      <h1 className="invite-page__title">{t('routes:titles.inviteFriends')}</h1>
      <p className="invite-page__intro">{t('invite.intro')}</p>
      {session ? <MemberReferral /> : <VisitorOffer />}
      <Rates />
      <Card
        id="invite-friend"
        className="invite-card"
        titleClassName="invite-card__title"
        title={t('invite.friendTitle')}
      >
        <p>{t('invite.friendText')}</p>
      </Card>
    </main>
  );
}

function VisitorOffer() {
  const { t } = useTranslation('agent');
  return (
    <section className="card invite-card invite-visitor" aria-label={t('invite.visitor')}>
      <p>{t('invite.visitor')}</p>
      <div className="invite-actions">
        <Link to={href('login')} className="btn btn--primary">
          {t('invite.login')}
        </Link>
        <Link to={href('register')} className="btn btn--secondary">
          {t('invite.register')}
        </Link>
      </div>
    </section>
  );
}

function MemberReferral() {
  const { t } = useTranslation('agent');
  const referral = useQuery(useTRPC().agent.referral.queryOptions());
  const percent = usePercent();
  const copy = (text: string) =>
    void copyText(text, { done: t('invite.copied'), failed: t('invite.copyFailed') });
  return (
    <Card
      id="invite-link"
      className="invite-card"
      titleClassName="invite-card__title"
      title={t('invite.link')}
    >
      <QueryView query={referral} loading={<Skeleton className="invite-skeleton" />}>
        {(data) => (
          <>
            <p className="invite-link" data-testid="referral-url">
              {data.url}
            </p>
            <p className="invite-code">
              {t('invite.code')}: <strong data-testid="referral-code">{data.code}</strong>
            </p>
            <div className="invite-actions">
              <Button onClick={() => copy(data.url)}>
                <Icon name="share" size={18} />
                {t('invite.copy')}
              </Button>
              <Button variant="secondary" onClick={() => copy(data.code)}>
                {t('invite.copyCode')}
              </Button>
              {typeof navigator.share === 'function' ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void navigator
                      .share({
                        title: t('invite.shareTitle'),
                        text: t('invite.shareText', { code: data.code }),
                        url: data.url,
                      })
                      // The player closing the share sheet is no error.
                      .catch(() => undefined)
                  }
                >
                  {t('invite.share')}
                </Button>
              ) : null}
            </div>
            <QrCode value={data.url} label={t('invite.qr')} />
            <p className="invite-share">
              {data.percent > 0
                ? t('invite.yourShare', { level: data.vipLevel, percent: percent(data.percent) })
                : t('invite.noShareYet', { level: data.vipLevel })}
            </p>
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** The link as a QR code: one SVG path of the dark modules, on a white quiet zone (both themes). */
function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="invite-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

function Rates() {
  const { t } = useTranslation('agent');
  const rates = useQuery(useTRPC().agent.referralRates.queryOptions());
  const percent = usePercent();
  return (
    <Card
      id="invite-rates"
      className="invite-card"
      titleClassName="invite-card__title"
      title={t('invite.earnTitle')}
    >
      <QueryView query={rates} loading={<Skeleton className="invite-skeleton" />}>
        {(data) => (
          <ul className="invite-rates">
            {data.rates.map((rate) => (
              <li key={rate.minVip}>
                {t('invite.earnRow', {
                  min: rate.minVip,
                  max: rate.maxVip,
                  percent: percent(rate.percent),
                })}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

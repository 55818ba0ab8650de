/**
 * The referral action (spec section 4) as the one entry every screen offers it through (the side
 * menu, the member centre, the VIP club): a visitor goes to invite friends, a member of type
 * above 0 to agent registration, a player (type 0) to invite friends while the REFERRAL promotion runs, else to
 * customer service. The invite-friends entries show only while REFERRAL runs (spec section 5,
 * "Entries"); the VIP club's referral card offers the action whatever the promotion
 * (`whileReferralOnly={false}`), so a player there without REFERRAL reaches customer service.
 *
 * The app's side menu imports it; the member centre and the VIP club, other domains, draw it
 * through the `referralLink` slot (lib/slots.tsx), which the app fills with it.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useDataLanguage } from '../../../i18n/data-language.ts';
import { useHomeSeed } from '../../../lib/bootstrap.ts';
import { pathOf } from '../../../lib/paths.ts';
import { useSessionInfo } from '../../../lib/session.ts';
import { useCustomerServiceUrl } from '../../../lib/status.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { referralAction } from './referral-action.ts';

export interface ReferralLinkProps {
  /** Whether the promotions' availability may be fetched now (the side menu: while open). */
  enabled?: boolean;
  /** Shown only while REFERRAL runs (the invite-friends entries); false: always. */
  whileReferralOnly?: boolean;
  /** In a list: the link comes in its own item (and no empty item while it is hidden). */
  wrap?: 'li';
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}
declare module '../../../lib/slots.tsx' {
  interface SlotProps {
    referralLink: ReferralLinkProps;
  }
}

/** Where the referral action leads now: a route of ours, customer service, or nowhere (hidden). */
export type ReferralTarget = { path: string } | { external: string } | null;

export function useReferralAction({ enabled = true }: { enabled?: boolean } = {}): {
  target: ReferralTarget;
  referralOn: boolean;
} {
  const session = useSessionInfo();
  // The promotions domain's query (features/promotions/promotions-queries.ts), by its key: a
  // feature never imports another, and every screen offering the action reads it from here.
  const trpc = useTRPC();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('promotions');
  const availability = useQuery(
    trpc.promotions.availability.queryOptions(
      { language },
      { enabled: enabled && homeSeed.ready, staleTime: 60_000 },
    ),
  );
  const referralOn = availability.data?.referral.enabled === true;
  const customerService = useCustomerServiceUrl();
  const action = referralAction(session, referralOn);
  if ('to' in action) return { target: { path: pathOf(action.to) }, referralOn };
  // Customer service only once the promotions are known (not while they load).
  const known = availability.data !== undefined;
  return { target: known && customerService ? { external: customerService } : null, referralOn };
}

export function ReferralLink({
  enabled = true,
  whileReferralOnly = true,
  wrap,
  className,
  onClick,
  children,
}: ReferralLinkProps) {
  const { target, referralOn } = useReferralAction({ enabled });
  if (target === null || (whileReferralOnly && !referralOn)) return null;
  const link =
    'path' in target ? (
      <Link to={target.path} className={className} onClick={onClick}>
        {children}
      </Link>
    ) : (
      <a
        href={target.external}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {children}
      </a>
    );
  return wrap === 'li' ? <li>{link}</li> : link;
}

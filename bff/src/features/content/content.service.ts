import {
  BANNER_GROUPS,
  type Announcement,
  HelpCenterSchema,
  toEmbedUrl,
  type Banner,
  type HelpCenter,
  type LanguageCode,
  type Marquee,
  type Popup,
  type SocialLink,
  type SystemStatus,
  type Video,
} from '@app/contracts';
import { safeUrlFor } from '../../lib/safe-url.ts';
import type { Context } from '../../trpc/context.ts';
import {
  fetchAnnouncements,
  fetchMemberAnnouncements,
  fetchMemberPopups,
  PublicAnnouncementsSchema,
  type PublicAnnouncements,
} from './content.upstream.ts';
import { fetchHelpCenter } from './help.upstream.ts';
import { getStatus } from '../system/system.service.ts';

/** Public announcements are the same for every visitor: fresh 60 s, stale up to 10 min. */
const PUBLIC_ANNOUNCEMENTS_CACHE = { ttlMs: 60_000, staleTtlMs: 10 * 60_000 };
/** Help topics change rarely: fresh 10 min, stale up to a day. */
const HELP_CENTER_CACHE = { ttlMs: 10 * 60_000, staleTtlMs: 24 * 60 * 60_000 };

type ContentContext = Pick<Context, 'gateway' | 'config' | 'cache' | 'log'>;

/** One gateway call (types B, PL, PU) serves the banners, the marquee and the popups. */
export async function getPublicAnnouncements(
  ctx: ContentContext,
  language: LanguageCode,
): Promise<PublicAnnouncements> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:content:announcements:public:${language}`,
    ...PUBLIC_ANNOUNCEMENTS_CACHE,
    schema: PublicAnnouncementsSchema,
    load: () =>
      fetchAnnouncements(ctx.gateway.shared(language), { types: 'B,PL,PU' }, safeUrlFor(ctx.log)),
  });
}

/**
 * A member's announcements with the member's own read marks (the notice list): asked with the
 * member's token, never cached, so one member's marks never reach another.
 */
export function getMemberAnnouncements(
  ctx: Pick<Context, 'gateway'>,
  member: { token: string; agent: boolean },
): Promise<Announcement[]> {
  return fetchMemberAnnouncements(ctx.gateway, member.token, member.agent);
}

/** The live announcements for the marquee (the gateway's `player` list). */
export async function getMarquee(ctx: ContentContext, language: LanguageCode): Promise<Marquee> {
  return { items: (await getPublicAnnouncements(ctx, language)).marquee };
}

/** Banners by group, every group of the spec present (empty where the site has none). */
export function bannersByGroup(banners: Banner[]): Record<string, Banner[]> {
  const groups: Record<string, Banner[]> = Object.fromEntries(BANNER_GROUPS.map((g) => [g, []]));
  for (const banner of banners) (groups[banner.groupName] ??= []).push(banner);
  return groups;
}

/** m_video banners whose link is a YouTube video, as embed links. */
export function videosOf(banners: Banner[]): Video[] {
  return banners.flatMap((banner) => {
    if (banner.groupName !== 'm_video' || !banner.linkUrl) return [];
    const embedUrl = toEmbedUrl(banner.linkUrl);
    return embedUrl ? [{ id: banner.id, title: banner.title, embedUrl }] : [];
  });
}

/** The banner groups the home shows (spec section 2: m_home and m_live). */
export const HOME_BANNER_GROUPS = ['m_home', 'm_live'] as const;

/**
 * A member's login popups (execution A; issue 27 item 7): asked with the member's token, type H
 * and the home's groups, since the public list (token empty) carries the visitors' only.
 */
export async function getMemberPopups(
  ctx: Pick<Context, 'gateway' | 'log'>,
  token: string,
): Promise<Popup[]> {
  const popups = await fetchMemberPopups(
    ctx.gateway,
    token,
    HOME_BANNER_GROUPS,
    safeUrlFor(ctx.log),
  );
  return popupsFor(popups, true);
}

/** Login popups for this viewer: execution A for signed-in players, B for visitors. */
export function popupsFor(popups: PublicAnnouncements['popups'], signedIn: boolean): Popup[] {
  const execution = signedIn ? 'A' : 'B';
  return popups
    .filter((p) => p.execution === execution)
    .map(({ execution: _e, ...popup }) => popup);
}

/** Help topics with their HTML reduced to a safe subset, in the gateway's order. */
export async function getHelpCenter(
  ctx: ContentContext,
  language: LanguageCode,
): Promise<HelpCenter> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:content:help:all:${language}`,
    ...HELP_CENTER_CACHE,
    schema: HelpCenterSchema,
    load: () => fetchHelpCenter(ctx.gateway.shared(language)),
  });
}

/** Social networks the site configured, in the spec's order (spec section 2, "Social strip"). */
const SOCIAL_TYPES = [
  'FACEBOOK',
  'COMMUNITY',
  'TELEGRAM',
  'WHATSAPP',
  'INSTAGRAM',
  'VIBER',
  'TIKTOK',
];

/** The social links among the status's resources (home.bootstrap's `download.social`). */
export function socialLinksOf(status: SystemStatus): SocialLink[] {
  return SOCIAL_TYPES.flatMap((type) => {
    const found = status.resources.find((r) => r.resourceType.toUpperCase() === type);
    return found?.url ? [{ type, url: found.url, label: found.labelNameEn ?? null }] : [];
  });
}

/**
 * content.socialLinks: the side menu's social strip on any screen. Read from the status, which
 * is shared and cached (system.service.ts), so it costs the gateway nothing more.
 */
export async function getSocialLinks(
  ctx: Pick<Context, 'gateway' | 'config' | 'cache' | 'log'>,
  language: LanguageCode,
): Promise<SocialLink[]> {
  return socialLinksOf(await getStatus(ctx, language));
}

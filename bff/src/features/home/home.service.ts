/**
 * home.bootstrap: every home section in one response (architecture.md "Home in one round trip").
 *
 * Sections are fetched in parallel, shared ones through the cache, all under one deadline that
 * starts with the bootstrap (`HOME_SECTION_DEADLINE_MS`). A section that fails or is still pending
 * when it passes comes back empty and is named in `failedSections`, and the page renders the
 * rest. The sections the spec loads separately (announcements, vendors, wallet, hot games,
 * winners...) thus cost the phone one request.
 */
import {
  downloadLinksOf,
  resourceUrl,
  type Download,
  type HomeBootstrap,
  type HomeSection,
  type LanguageCode,
  type SystemStatus,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { countMemberRead } from '../../trpc/member-reads.ts';
import {
  bannersByGroup,
  getMemberPopups,
  getPublicAnnouncements,
  popupsFor,
  socialLinksOf,
  videosOf,
} from '../content/content.service.ts';
import {
  getFavouriteRow,
  getCategories,
  getHomeRow,
  getHotGames,
  getHotMatches,
  getWinners,
} from '../games/games.service.ts';
import { getUnreadCounts } from '../inbox/inbox.service.ts';
import { getBalance, getMemberInfo } from '../member/member.service.ts';
import { getStatus } from '../system/system.service.ts';
import { getPromotionAvailability, NO_PROMOTIONS } from '../promotions/promotions.service.ts';

type HomeContext = Pick<
  Context,
  'gateway' | 'cache' | 'config' | 'session' | 'throttles' | 'log' | 'limits'
>;

/** The sections that need the member's session (popups differ for members and visitors). */
const MEMBER_SECTIONS: HomeSection[] = ['member', 'favourites', 'balance', 'unread', 'popups'];

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/**
 * Races `work` against what is left of the bootstrap's deadline. A timer, even of 0 ms, fires
 * after the microtasks, so a section whose data is already there (popups from announcements
 * loaded in the first phase) still makes it once the deadline has passed.
 */
function withDeadline<T>(work: Promise<T>, deadlineAt: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlineError('home deadline passed')),
      Math.max(0, deadlineAt - performance.now()),
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function bootstrapHome(
  ctx: HomeContext,
  language: LanguageCode,
): Promise<HomeBootstrap> {
  // One deadline for the whole bootstrap, both phases: a section that starts late (member-only
  // ones, popups waiting on the announcements) gets what is left of it, not a fresh one, or a
  // hanging gateway would cost the home two deadlines.
  const deadlineAt = performance.now() + ctx.config.homeSectionDeadlineMs;
  const failedSections: HomeSection[] = [];
  const section = async <T>(name: HomeSection, empty: T, work: () => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(work(), deadlineAt);
    } catch (error) {
      failedSections.push(name);
      ctx.log.warn(
        { section: name, err: error instanceof Error ? error.message : String(error) },
        'home section failed',
      );
      return empty;
    }
  };

  // Shared by several sections: started once, awaited by each (and before the session read, so
  // a slow store and the gateway overlap).
  const announcements = getPublicAnnouncements(ctx, language);
  const status = getStatus(ctx, language);
  // Keep unhandled-rejection noise away: each section awaits (and reports) these itself.
  announcements.catch(() => undefined);
  status.catch(() => undefined);

  const { sessionData, unavailable } = await memberSession(ctx);
  // The member's sections cannot be served now: reported failed, so the page keeps the member
  // signed in and shows them again on the next load.
  if (unavailable) failedSections.push(...MEMBER_SECTIONS);
  const token = sessionData?.token ?? null;

  const [
    banners,
    marquee,
    categories,
    hotGames,
    rows,
    winners,
    hotMatches,
    promotions,
    download,
    member,
  ] = await Promise.all([
    section('banners', [], async () => (await announcements).banners),
    section('marquee', [], async () => (await announcements).marquee),
    section('categories', [], () => getCategories(ctx, language)),
    section('hotGames', [], () => getHotGames(ctx, language)),
    section('rows', { RNG: [], FISH: [] }, async () => {
      const [RNG, FISH] = await Promise.all([
        getHomeRow(ctx, language, 'RNG'),
        getHomeRow(ctx, language, 'FISH'),
      ]);
      return { RNG, FISH };
    }),
    section('winners', [], () => getWinners(ctx, language)),
    section('hotMatches', [], () => getHotMatches(ctx, language)),
    section('promotions', NO_PROMOTIONS, () => getPromotionAvailability(ctx, language)),
    section('download', NO_DOWNLOAD, async () => toDownload(await status)),
    token ? section('member', null, () => getMemberInfo(ctx)) : Promise.resolve(null),
  ]);

  // Member-only sections, once the member is known to be signed in (a dead token ends here).
  const signedIn = Boolean(token && member && sessionData);
  // The gateway has just confirmed the member: the BFF session slides forward (spec "Home":
  // session renewal when signed in), keeping the language the home is shown in, which the
  // member's later calls (balance, launch, unread counts) are then sent in. Awaited with the
  // member sections, never failing the home.
  const renewal = signedIn
    ? ctx.session.renew({ language }).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'session renewal failed');
      })
    : undefined;
  const [favourites, balance, unread, popups] = await Promise.all([
    signedIn ? section('favourites', [], () => getFavouriteRow(ctx)) : [],
    signedIn ? section('balance', null, () => getBalance(ctx)) : null,
    signedIn && sessionData
      ? section('unread', null, () =>
          getUnreadCounts({ ...ctx, sessionData, token: token as string }),
        )
      : null,
    unavailable
      ? []
      : section('popups', [], async () =>
          signedIn
            ? getMemberPopups(ctx, token as string)
            : popupsFor((await announcements).popups, false),
        ),
    renewal,
  ]);

  return {
    language,
    banners: bannersByGroup(banners),
    videos: videosOf(banners),
    marquee,
    categories,
    hotGames,
    rows,
    favourites,
    winners,
    hotMatches,
    popups,
    promotions,
    download,
    member,
    balance,
    unread,
    failedSections,
    // Served from the replica's copy of the session: reads work, writes wait for the store.
    degraded: unavailable === 'store' || ctx.session.servedFromCopy,
  };
}

/**
 * The session behind the request, or why the member's part of the home cannot be served: the
 * store is down (the home still renders its public sections, and says the service is degraded),
 * or this session has made too many member reads this minute (plugins/rate-limit.ts).
 */
async function memberSession(ctx: HomeContext): Promise<{
  sessionData: Awaited<ReturnType<HomeContext['session']['load']>>;
  unavailable: 'store' | 'limit' | null;
}> {
  let sessionData;
  try {
    sessionData = await ctx.session.load();
  } catch (error) {
    if (!(error instanceof AppError && error.appCode === 'try_again_shortly')) throw error;
    ctx.log.warn('session store unavailable: home without the member sections');
    return { sessionData: null, unavailable: 'store' };
  }
  if (!sessionData?.token) return { sessionData, unavailable: null };
  try {
    await countMemberRead(ctx);
  } catch (error) {
    if (!(error instanceof AppError && error.appCode === 'too_many_requests')) throw error;
    return { sessionData: null, unavailable: 'limit' };
  }
  return { sessionData, unavailable: null };
}

const NO_DOWNLOAD: Download = {
  ios: null,
  android: null,
  iosProfile: null,
  appIcon: null,
  description: null,
  descriptionColor: null,
  social: [],
};

export function toDownload(status: SystemStatus): Download {
  return {
    // The same reading as the web's app page, which has only the status (contracts).
    ...downloadLinksOf(status.resources),
    appIcon: resourceUrl(status.resources, 'AppDownloadIcon'),
    description: status.appDescription,
    descriptionColor: status.appDescriptionColor,
    social: socialLinksOf(status),
  };
}

/**
 * Renders the whole app (real providers, real route table, real gates) at a path, with a fake
 * tRPC link. Returns the navigation probe, the recorded calls and a user-event instance.
 */
import { STORAGE_KEYS, type SessionInfo } from '@app/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../../src/app/providers.tsx';
import { readSessionInfo, writeSessionInfo } from '../../src/lib/storage.ts';
import { createTrpcClient } from '../../src/lib/trpc.ts';
import { fakeLink, type Call, type Handlers } from './fake-link.ts';
import { createAppMemoryRouter, type AddressGate } from './memory-router.tsx';
import { makeBootstrap, makeMember, makeStatus, SESSION } from './fixtures.ts';

export interface RenderAppOptions {
  path?: string;
  handlers?: Handlers;
  session?: SessionInfo;
  /** The terms gate is covered by its own tests; elsewhere it is already agreed. */
  termsAgreed?: boolean;
  /** Holds address changes while armed (a test of what shows before the address catches up). */
  addressGate?: AddressGate;
}

export function renderApp({
  path = '/m/home',
  handlers = {},
  session,
  termsAgreed = true,
  addressGate,
}: RenderAppOptions = {}) {
  if (termsAgreed) window.sessionStorage.setItem(STORAGE_KEYS.termsAgreed, '1');
  if (session) writeSessionInfo(session);

  const calls: Call[] = [];
  const allHandlers: Handlers = {
    'system.status': () => makeStatus(),
    'content.marquee': () => ({ items: [] }),
    'member.info': () => makeMember(),
    'session.captcha': () => ({ image: 'data:image/png;base64,AAAA' }),
    'session.logout': () => ({ ok: true }),
    'session.rememberedLogin': () => null,
    'games.list': () => ({ games: [], page: 1, totalPages: 0 }),
    ...handlers,
  };
  // By default home.bootstrap carries the member that member.info would answer (signed in).
  allHandlers['home.bootstrap'] ??= async () =>
    makeBootstrap({
      member: readSessionInfo()
        ? ((await allHandlers['member.info']?.(undefined)) as ReturnType<typeof makeMember> | null)
        : null,
    });
  // The domain procedures answer what the fake home carries, as the BFF's do (same services).
  const home = async () =>
    (await allHandlers['home.bootstrap']?.({ language: 'EN' })) as ReturnType<typeof makeBootstrap>;
  allHandlers['games.categories'] ??= async () => (await home()).categories;
  allHandlers['games.favouriteIds'] ??= async () => (await home()).favourites.map((g) => g.nodeId);
  allHandlers['content.socialLinks'] ??= async () => (await home()).download.social;
  allHandlers['promotions.availability'] ??= async () => (await home()).promotions;
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const trpcClient = createTrpcClient([fakeLink(allHandlers, calls)]);
  const { element, nav } = createAppMemoryRouter(path, addressGate);
  // On the fake clock (a test about time), user-event's pauses between actions move it.
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });

  const result = render(
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      {element}
    </Providers>,
  );
  const callsTo = (procedure: string) => calls.filter((c) => c.path === procedure);
  return { ...result, nav, calls, callsTo, user, queryClient };
}

/** A launch id as the BFF makes them (16 random bytes, base64url). */
export const HOSTED_LAUNCH_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/**
 * The game host reloaded at a hosted slot's address (178001, JL), its game kept since
 * `startedAt`; `handlers` answer the rest.
 */
export function renderReloadedHost(startedAt: number, handlers: Handlers = {}) {
  return renderApp({
    path: `/m/play/178001?launch=${HOSTED_LAUNCH_ID}`,
    session: SESSION,
    handlers: {
      'games.hosted': () => ({
        nodeId: '178001',
        vendor: 'JL',
        startedAt: new Date(startedAt).toISOString(),
      }),
      ...handlers,
    },
  });
}

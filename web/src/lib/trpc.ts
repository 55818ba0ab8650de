/**
 * The one tRPC client of the app. The BFF's router is imported as a TYPE only; runtime values
 * shared with the BFF come from @app/contracts.
 *
 * Components reach procedures through `useTRPC()`, which builds react-query options
 * (`trpc.x.y.queryOptions(input)`, `.mutationOptions()`, `.queryKey()`, `.pathFilter()`) for
 * react-query's own hooks: the thin @trpc/tanstack-react-query integration, not the classic
 * @trpc/react-query wrapper, because every kilobyte of the home's first load counts.
 */
import type { AppRouter } from '@app/bff/router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts/values';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { networkLink } from './network-state.ts';

export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type TrpcClient = TRPCClient<AppRouter>;
export type AppLink = TRPCLink<AppRouter>;

export function createTrpcClient(links?: AppLink[]): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: links ?? [
      // Watches every call for the "network slow" notice (lib/network-state.ts).
      networkLink,
      httpBatchLink({
        url: '/trpc',
        maxItems: 10,
        // The BFF refuses state-changing calls without this header (CSRF rule). Cookies ride
        // along by default (same origin); the session token never reaches JavaScript.
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      }),
    ],
  });
}

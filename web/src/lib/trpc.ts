/**
 * The one tRPC client of the app. The BFF's router is imported as a TYPE only; runtime values
 * shared with the BFF come from @app/contracts.
 */
import type { AppRouter } from '@app/bff/router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts/values';
import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';

export type { AppRouter };
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;
export type AppLink = TRPCLink<AppRouter>;

export function createTrpcClient(links?: AppLink[]): TrpcClient {
  return trpc.createClient({
    links: links ?? [
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

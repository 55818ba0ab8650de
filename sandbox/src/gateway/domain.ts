/**
 * What a domain is (`domains/<domain>/<domain>.domain.ts`): the slices it keeps in the snapshot,
 * its registry rows with their handlers, its test controls and any other routes (pages, CDN).
 * `domains/index.ts` lists the domains, one line each; the app and the registry only gather.
 */
import type { FastifyInstance } from 'fastify';
import type { SliceClass } from '../state/slice.ts';
import type { Handler, SandboxDeps } from './context.ts';
import type { EndpointSpec } from './endpoint.ts';

export type EndpointRows = Record<string, EndpointSpec>;

/** One handler per row, by the row's name: a row without a handler fails the typecheck. */
export type HandlersOf<E extends EndpointRows> = { readonly [K in keyof E]: Handler };

/** A group of registry rows and the factory of their handlers. */
export interface Relays<E extends EndpointRows = EndpointRows> {
  readonly endpoints: E;
  readonly handlers: (deps: SandboxDeps) => HandlersOf<E>;
}

export function defineRelays<const E extends EndpointRows>(
  endpoints: E,
  handlers: (deps: SandboxDeps) => HandlersOf<E>,
): Relays<E> {
  return { endpoints, handlers };
}

/** Registers routes on the app: controls under /__sandbox (test and demo mode), or pages. */
export type RouteRegistrar = (app: FastifyInstance, deps: SandboxDeps) => void | Promise<void>;

export interface Domain {
  /** The slices this domain owns (others may use them through `deps.slice`). */
  readonly slices?: readonly SliceClass[];
  readonly relays?: readonly Relays[];
  /** Test controls under /__sandbox/, registered only in test and demo mode. */
  readonly controls?: RouteRegistrar;
  /** Routes outside the registry: pages, the CDN, the lottery service, the Firebase stand-in. */
  readonly routes?: RouteRegistrar;
}

export function defineDomain<const D extends Domain>(domain: D): D {
  return domain;
}

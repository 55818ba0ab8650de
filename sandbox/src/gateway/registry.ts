/**
 * The endpoint registry (§2.3), gathered: every domain's rows under their names, one map. Nothing
 * here names a domain; a row is added in its domain's `*.relays.ts`.
 */
import * as domains from '../domains/index.ts';
import type { Domain, Relays } from './domain.ts';
import type { EndpointSpec } from './endpoint.ts';

type Domains = (typeof domains)[keyof typeof domains];
type RelaysOf<D> = D extends { readonly relays: readonly (infer R)[] } ? R : never;
type RowsOf<R> = R extends Relays<infer E> ? E : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every row by name, as the domains typed them. */
export type Endpoints = Intersection<RowsOf<RelaysOf<Domains>>>;
export type EndpointName = Extract<keyof Endpoints, string>;

/** The domains as the app walks them. */
export const DOMAINS: readonly Domain[] = Object.values(domains);

function gather(): Record<string, EndpointSpec> {
  const rows: Record<string, EndpointSpec> = {};
  const paths = new Set<string>();
  for (const relays of DOMAINS.flatMap((domain) => domain.relays ?? [])) {
    for (const [name, spec] of Object.entries(relays.endpoints)) {
      // Two domains must not claim one name or one path: the second would shadow the first.
      if (Object.hasOwn(rows, name)) throw new Error(`two registry rows named ${name}`);
      if (paths.has(spec.path)) throw new Error(`two registry rows for ${spec.path}`);
      rows[name] = spec;
      paths.add(spec.path);
    }
  }
  return rows;
}

export const ENDPOINTS = gather() as Endpoints;

/**
 * Per-process observation and fault state for the test controls: request counts, injected
 * faults and the raw requests of encrypted rows and of plain rows marked `record` (mark-read,
 * unread counts). Not persisted; cleared by /__sandbox/reset.
 */

import type { Resource } from '@app/contracts';
import type { Banner } from '../domains/announcements/announcements.data.ts';
import type { FaultBody } from './fault-bodies.ts';

export interface Fault {
  path: string;
  latencyMs: number;
  status: number | null;
  errorCode: string | null;
  /** A broken answer sent instead of the envelope (fault-bodies.ts), with `status`. */
  body: FaultBody | null;
  /** How many more requests it applies to; null = unlimited. */
  remaining: number | null;
}

export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  headers: {
    encryption: string | null;
    xDigest: string | null;
    xRsa: string | null;
    moduleId: string | null;
    merchant: string | null;
    xGatewayVersion: string | null;
    contentType: string | null;
    authorization: string | null;
    /** The `Language` header: which language the caller asked the gateway to answer in. */
    language: string | null;
  };
  /** The query string without the `?`, or null. */
  query: string | null;
  /** The raw body text as received. */
  body: string | null;
  /** The parsed JSON body of plain rows (null for encrypted rows and bodies that are not JSON). */
  json: unknown;
}

const MAX_RECEIVED_PER_PATH = 50;

/**
 * Seeded lists a test can empty (/__sandbox/content `empty`), for the screens' empty states: the
 * winners (rank list and winner board), the hot matches, the marquee (the player announcements,
 * which the notice list reads too) and the help centre.
 */
export const EMPTY_SECTIONS = ['winners', 'matches', 'marquee', 'helpCentre'] as const;
export type EmptySection = (typeof EMPTY_SECTIONS)[number];

/**
 * Content injected through /__sandbox/content: extra banners served after the seed's,
 * resources replacing the seed's of the same type (or added), and seeded lists answered empty.
 * Lets a test serve what a careless back office could publish (a `javascript:` banner link), or
 * nothing at all, without touching the seed.
 */
export interface ContentOverrides {
  banners: Banner[];
  resources: Resource[];
  empty: EmptySection[];
}

export const NO_CONTENT_OVERRIDES = (): ContentOverrides => ({
  banners: [],
  resources: [],
  empty: [],
});

export class SandboxRuntime {
  counts: Record<string, number> = {};
  moduleIds: Record<string, Record<string, number>> = {};
  faults: Fault[] = [];
  received: Record<string, ReceivedRequest[]> = {};
  content: ContentOverrides = NO_CONTENT_OVERRIDES();

  clearStats(): void {
    this.counts = {};
    this.moduleIds = {};
  }

  reset(): void {
    this.clearStats();
    this.faults = [];
    this.received = {};
    this.content = NO_CONTENT_OVERRIDES();
  }

  /** Whether a test emptied this seeded list. */
  emptied(section: EmptySection): boolean {
    return this.content.empty.includes(section);
  }

  count(path: string, moduleId: string | null): void {
    this.counts[path] = (this.counts[path] ?? 0) + 1;
    if (moduleId) {
      const perPath = (this.moduleIds[path] ??= {});
      perPath[moduleId] = (perPath[moduleId] ?? 0) + 1;
    }
  }

  /** The first active fault for a path (exact, or a prefix ending in `*`), consuming one use. */
  takeFault(path: string): Fault | null {
    const fault = this.faults.find((f) =>
      f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path,
    );
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  record(entry: ReceivedRequest): void {
    const list = (this.received[entry.path] ??= []);
    list.push(entry);
    if (list.length > MAX_RECEIVED_PER_PATH) list.shift();
  }
}

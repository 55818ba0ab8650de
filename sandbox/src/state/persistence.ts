/**
 * The one persistence layer. It holds every gathered slice's records in memory and, when a data
 * file is given, snapshots them all as one JSON file: atomically (temp file + rename, so a crash
 * never leaves half a file) and debounced (a burst of requests costs one write), and once more on
 * close. On start it loads the file with each slice's schema; a file of another merchant, of
 * another snapshot format, or that does not parse is replaced by the seed, with a warning.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Slice, SliceCell, SliceClass } from './slice.ts';

const SAVE_DEBOUNCE_MS = 200;
/** Version 2: one part per slice under `slices`. Version 1 (one flat object) is reseeded. */
const SNAPSHOT_VERSION = 2;

const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  merchantCode: z.string(),
  slices: z.record(z.string(), z.unknown()),
});

export class Persistence {
  private records: Map<string, unknown>;
  private readonly slices = new Map<SliceClass, Slice<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly specs: readonly SliceClass[],
    private readonly merchantCode: string,
    private readonly dataFile: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    const keys = specs.map((spec) => spec.key);
    const twice = keys.find((key, i) => keys.indexOf(key) !== i);
    if (twice !== undefined) throw new Error(`two slices keyed ${twice}`);
    this.records = this.load();
    for (const spec of specs) this.slices.set(spec, new spec(this.cell(spec.key) as never));
  }

  /** A gathered slice: `slice(WalletSlice)`. */
  slice<A extends Slice<unknown>>(spec: { readonly key: string; new (cell: never): A }): A {
    const slice = this.slices.get(spec as unknown as SliceClass);
    if (!slice) throw new Error(`slice ${spec.key} is not gathered: list it in its domain`);
    return slice as A;
  }

  /**
   * Writes to any slice since the process started (`GET /__sandbox/state`): unchanged across a
   * call means the call wrote nothing, so a test proves a refused call left the state alone.
   */
  writes = 0;

  /** A digest of every slice's records (`GET /__sandbox/state?digest=1`): what the state is. */
  digest(): string {
    return createHash('sha256')
      .update(
        JSON.stringify(Object.fromEntries([...this.records].sort(([a], [b]) => (a < b ? -1 : 1)))),
      )
      .digest('hex');
  }

  /** Every slice back to its seed (`/__sandbox/reset`). */
  reset(): void {
    this.records = this.seeded();
    this.writes += 1;
    for (const slice of this.slices.values()) slice.forget();
    this.changed();
  }

  /** Schedules one snapshot (slices call it through their cell's `write`). */
  changed(): void {
    if (!this.dataFile || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, SAVE_DEBOUNCE_MS);
    this.timer.unref();
  }

  /** Writes pending changes now (used on close). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }

  private cell(key: string): SliceCell<unknown> {
    return {
      read: () => this.records.get(key),
      write: (change) => {
        this.writes += 1;
        const result = change(this.records.get(key));
        this.changed();
        return result;
      },
    };
  }

  private seeded(): Map<string, unknown> {
    return new Map(this.specs.map((spec) => [spec.key, spec.seed()]));
  }

  private load(): Map<string, unknown> {
    const file = this.dataFile;
    if (!file || !existsSync(file)) return this.seeded();
    try {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      const version =
        raw && typeof raw === 'object' ? (raw as { version?: unknown }).version : null;
      if (version !== SNAPSHOT_VERSION) {
        this.log.warn(
          { file, version },
          'data file of another snapshot format: starting from seed',
        );
        return this.seeded();
      }
      const snapshot = SnapshotSchema.parse(raw);
      if (snapshot.merchantCode !== this.merchantCode) {
        this.log.warn({ file }, 'data file belongs to another merchant: reseeding');
        return this.seeded();
      }
      // A slice the file does not have yet (a domain added since it was written) starts seeded.
      return new Map(
        this.specs.map((spec) => [
          spec.key,
          Object.hasOwn(snapshot.slices, spec.key)
            ? spec.schema.parse(snapshot.slices[spec.key])
            : spec.seed(),
        ]),
      );
    } catch (error) {
      this.log.warn({ err: error, file }, 'unreadable data file: starting from seed');
      return this.seeded();
    }
  }

  private save(): Promise<void> {
    const file = this.dataFile;
    if (!file) return Promise.resolve();
    // Chained so two snapshots never race on the same temp file.
    this.writing = this.writing.then(async () => {
      const temp = `${file}.${process.pid}.tmp`;
      const snapshot = {
        version: SNAPSHOT_VERSION,
        merchantCode: this.merchantCode,
        slices: Object.fromEntries(this.records),
      };
      try {
        await writeFile(temp, JSON.stringify(snapshot), 'utf8');
        await rename(temp, file);
      } catch (error) {
        this.log.error({ err: error, file }, 'could not write the sandbox snapshot');
      }
    });
    return this.writing;
  }
}

/**
 * The persistence layer and the slices, without HTTP: a slice changes its records only through
 * `write`, which schedules the snapshot; records leave a slice read-only (the `@ts-expect-error`
 * lines below are the proof: `sandbox:typecheck` fails the day an assignment compiles).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requireAccount, type HandlerContext } from '../src/gateway/context.ts';
import { Persistence } from '../src/state/persistence.ts';
import { Slice } from '../src/state/slice.ts';
import type { WalletSlice } from '../src/domains/wallet/wallet.state.ts';

const CounterSchema = z.object({ count: z.number().int(), seen: z.array(z.string()) });
type Counter = z.infer<typeof CounterSchema>;

class CounterSlice extends Slice<Counter> {
  static readonly key: string = 'counter';
  static readonly schema = CounterSchema;
  static seed(): Counter {
    return { count: 0, seen: [] };
  }

  forgotten = 0;
  count(): number {
    return this.records.count;
  }
  add(name: string): void {
    this.write((records) => {
      records.count += 1;
      records.seen.push(name);
    });
  }
  seen(): readonly string[] {
    return this.records.seen;
  }
  override forget(): void {
    this.forgotten += 1;
  }
}

const silent = pino({ level: 'silent' });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-slices-'));
  dirs.push(dir);
  return path.join(dir, 'state.json');
}

describe('the persistence layer', () => {
  it('snapshots a change made through a slice, once per burst, and loads it back', async () => {
    const file = dataFile();
    const persistence = new Persistence([CounterSlice], 'm1', file, silent);
    const counter = persistence.slice(CounterSlice);
    counter.add('a');
    counter.add('b');
    await vi.waitFor(
      () =>
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
          version: 2,
          merchantCode: 'm1',
          slices: { counter: { count: 2, seen: ['a', 'b'] } },
        }),
      { timeout: 3_000, interval: 25 },
    );
    const again = new Persistence([CounterSlice], 'm1', file, silent).slice(CounterSlice);
    expect(again.count()).toBe(2);
  });

  it('writes pending changes on flush', async () => {
    const file = dataFile();
    const persistence = new Persistence([CounterSlice], 'm1', file, silent);
    persistence.slice(CounterSlice).add('a');
    await persistence.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      slices: { counter: { count: 1 } },
    });
  });

  it('resets every slice to its seed and drops what it keeps in memory', () => {
    const persistence = new Persistence([CounterSlice], 'm1', undefined, silent);
    const counter = persistence.slice(CounterSlice);
    counter.add('a');
    persistence.reset();
    expect(counter.count()).toBe(0);
    expect(counter.seen()).toEqual([]);
    expect(counter.forgotten).toBe(1);
  });

  it('refuses two slices with one key, and a slice it was not given', () => {
    expect(() => new Persistence([CounterSlice, CounterSlice], 'm1', undefined, silent)).toThrow(
      'two slices keyed counter',
    );
    class OtherSlice extends CounterSlice {
      static override readonly key = 'other';
    }
    expect(() =>
      new Persistence([CounterSlice], 'm1', undefined, silent).slice(OtherSlice),
    ).toThrow('slice other is not gathered');
  });
});

describe('records outside their slice', () => {
  it('are read-only types: a handler cannot assign to them', () => {
    // Never called: these lines are checked by the typecheck, not run.
    const probes = [
      (ctx: HandlerContext) => {
        const { account } = requireAccount(ctx);
        // @ts-expect-error an account is changed through the accounts slice
        account.nickname = 'changed';
      },
      (wallet: WalletSlice) => {
        const { bankCards } = wallet.wallet(1);
        const card = { id: 1, bankCode: 'B', accountName: 'x', accountNo: '1', createdAt: 0 };
        // @ts-expect-error a wallet is changed through the wallet slice
        bankCards[0] = card;
        // @ts-expect-error even a number inside it
        wallet.wallet(1).balanceCents += 100;
      },
      (counter: CounterSlice) => {
        // @ts-expect-error the records are protected inside the slice too
        counter.records.count = 5;
      },
    ];
    expect(probes).toHaveLength(3);
  });
});

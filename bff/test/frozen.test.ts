/** Deep-frozen answers and the output check that checks each of them once (lib/frozen.ts). */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkedOnceWhenFrozen, deepFreeze, isDeeplyFrozen } from '../src/lib/frozen.ts';

describe('deepFreeze', () => {
  it('freezes every level', () => {
    const value = deepFreeze({ a: { b: [{ c: 1 }] } });
    expect(isDeeplyFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a.b[0])).toBe(true);
    expect(() => {
      (value.a.b[0] as { c: number }).c = 2;
    }).toThrow(TypeError);
  });

  it('tells a top-level Object.freeze from a deep one', () => {
    expect(isDeeplyFrozen(Object.freeze({ a: {} }))).toBe(false);
  });
});

describe('checkedOnceWhenFrozen', () => {
  const Schema = z.object({ v: z.number() });

  it('checks a frozen answer once and gives the same checked value back', () => {
    const parse = vi.spyOn(Schema, 'parse');
    const check = checkedOnceWhenFrozen(Schema);
    const answer = deepFreeze({ v: 1, secret: 'not in the schema' });
    const first = check(answer);
    expect(first).toEqual({ v: 1 });
    expect(check(answer)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('checks anything not deep-frozen every time, and refuses what does not match', () => {
    const parse = vi.spyOn(Schema, 'parse');
    const check = checkedOnceWhenFrozen(Schema);
    const answer = { v: 1 };
    check(answer);
    check(answer);
    expect(parse).toHaveBeenCalledTimes(2);
    expect(() => check({ v: 'one' })).toThrow();
    expect(() => check(deepFreeze({ v: 'one' }))).toThrow();
    parse.mockRestore();
  });
});

/**
 * Inputs for the fuzz (test/fuzz.integration.test.ts), drawn from a procedure's own zod input
 * schema (through `z.toJSONSchema`) with a seeded generator, plus deliberately wrong shapes. No
 * dependency: the schemas are small, and a seed replays a run exactly (`FUZZ_SEED=<n>`).
 */
import { type InputJsonSchema } from '../../src/trpc/procedure-list.ts';

/** mulberry32: a small, fast, seedable generator; the same seed draws the same inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Draw {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
}

/** Strings a player, a bot or an attacker types: plausible values and hostile ones. */
const STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '1',
  '-1',
  'demo',
  'Demo1234',
  '9171234567',
  '09171234567',
  '+63',
  '+063',
  '63',
  'EN',
  'RNG',
  '2026-01-01',
  '123456',
  'ABC123',
  'null',
  'undefined',
  'NaN',
  '1e308',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '\u0000\u0001\u001f',
  '\u202e\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '${7*7}',
];

/** A value the schema describes (or near it: strings follow the lengths, not the patterns). */
export function generate(schema: InputJsonSchema, draw: Draw, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return draw.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return generate(draw.pick(union), draw, depth);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => generate(part, draw, depth)));
  }
  const type = Array.isArray(schema.type) ? draw.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 64, 256);
      const base = draw.pick(STRINGS);
      if (base.length >= min && base.length <= max && draw.chance(0.7)) return base;
      return 'x'.repeat(draw.int(min, Math.max(min, max)));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      const value = draw.pick([min, max, 0, 1, draw.int(Math.max(min, -1e6), Math.min(max, 1e6))]);
      return type === 'integer' ? Math.trunc(value) : value;
    }
    case 'boolean':
      return draw.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const count = draw.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () =>
        depth > 4 ? null : generate(schema.items ?? {}, draw, depth + 1),
      );
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const result: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || draw.chance(0.5)) result[name] = generate(field, draw, depth + 1);
      }
      return result;
    }
    default:
      return draw.pick([null, 0, 'x', {}, []]);
  }
}

/** The same value with one property (or the whole) of the wrong type. */
export function wrongTyped(valid: unknown, draw: Draw): unknown {
  const wrong = [0, -1, 1.5, 'x', true, null, [], {}, [[]], { a: { b: 1 } }];
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid) || draw.chance(0.3)) {
    return draw.pick(wrong.filter((w) => typeof w !== typeof valid));
  }
  const record = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(record);
  if (keys.length === 0) return { unexpected: draw.pick(wrong) };
  const key = draw.pick(keys);
  record[key] = draw.pick(wrong.filter((w) => typeof w !== typeof record[key]));
  return record;
}

/** The value with a huge string in one of its string fields (or as the whole). */
export function withHugeString(valid: unknown, draw: Draw, length: number): unknown {
  const huge = draw.pick(['x', '9', '<', '😀']).repeat(length);
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return huge;
  const record = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(record);
  record[keys.length ? draw.pick(keys) : 'huge'] = huge;
  return record;
}

/** Arrays and objects nested `depth` deep. */
export function nestedJunk(depth: number, draw: Draw): unknown {
  let value: unknown = draw.pick(['x', 1, null]);
  for (let i = 0; i < depth; i += 1) value = draw.chance(0.5) ? [value] : { a: value };
  return value;
}

/**
 * JSON text with prototype-pollution keys beside the value's own (as raw text: an object literal
 * with `__proto__` would set this process's prototype, not send the key).
 */
export function pollutedJson(valid: unknown): string {
  const own =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid)
      ? JSON.stringify(valid).slice(1, -1)
      : '';
  const keys =
    '"__proto__":{"polluted":"yes","isAdmin":true},' +
    '"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';
  return `{${own ? `${own},` : ''}${keys}}`;
}

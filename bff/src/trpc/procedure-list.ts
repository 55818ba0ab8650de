/**
 * The procedure list, read from the routers themselves (`pnpm --filter @app/bff procedures`):
 * every procedure's path, kind, access and input, so no hand-kept list can go stale.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import type { ProcedureMeta } from './init.ts';

export interface ProcedureEntry {
  /** `session.login`; on the upload mount, `/upload kyc.uploadId`. */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** `public`, `member`, `agent`, `real member (trial: free_reject)`. */
  access: string;
  /** The input as a short type (`{type: "username", username: string, ...}`), `-` for none. */
  input: string;
}

interface ProcedureDef {
  type: ProcedureEntry['type'];
  meta?: ProcedureMeta;
  inputs: z.ZodType[];
}

export function listProcedures(router: AnyTRPCRouter, mount = ''): ProcedureEntry[] {
  // At run time `_def.procedures` is flat, by dotted path (its static type is the nested record).
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const { type, meta, inputs } = procedure._def;
    return {
      path: mount ? `${mount} ${path}` : path,
      type,
      access: accessOf(meta),
      input: inputs.length ? inputs.map((schema) => describeSchema(schema)).join(' & ') : '-',
    };
  });
}

function accessOf(meta: ProcedureMeta | undefined): string {
  if (!meta) return 'unknown';
  return meta.trialRefusal ? `${meta.access} (trial: ${meta.trialRefusal})` : meta.access;
}

/** The JSON Schema of an input as the caller sends it (the parts the list and the fuzz read). */
export interface InputJsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, InputJsonSchema>;
  required?: string[];
  items?: InputJsonSchema;
  anyOf?: InputJsonSchema[];
  oneOf?: InputJsonSchema[];
  allOf?: InputJsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A procedure's zod input as JSON Schema of what the caller sends (`io: 'input'`). */
export function inputJsonSchema(schema: z.ZodType): InputJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as InputJsonSchema;
}

/** The input schema as the caller sends it, as a short type; deep objects are `{...}`. */
export function describeSchema(schema: z.ZodType): string {
  return describeJson(inputJsonSchema(schema), 0);
}

const MAX_ENUM = 6;

function describeJson(json: InputJsonSchema, depth: number): string {
  if (json.const !== undefined) return JSON.stringify(json.const);
  if (json.enum) {
    return json.enum.length > MAX_ENUM
      ? `${typeof json.enum[0]} (${json.enum.length} values)`
      : json.enum.map((value) => JSON.stringify(value)).join(' | ');
  }
  const union = json.anyOf ?? json.oneOf;
  if (union) return union.map((option) => describeJson(option, depth)).join(' | ');
  if (json.allOf) return json.allOf.map((part) => describeJson(part, depth)).join(' & ');
  if (json.properties) {
    if (depth > 0) return '{...}';
    const required = new Set(json.required ?? []);
    const fields = Object.entries(json.properties).map(
      ([name, field]) =>
        `${name}${required.has(name) ? '' : '?'}: ${describeJson(field, depth + 1)}`,
    );
    return `{${fields.join(', ')}}`;
  }
  if (json.items) return `${describeJson(json.items, depth + 1)}[]`;
  if (Array.isArray(json.type)) return json.type.join(' | ');
  return json.type ?? 'unknown';
}

/** The list as aligned text lines: path, kind, access, input. */
export function formatProcedures(entries: ProcedureEntry[]): string {
  const width = (pick: (e: ProcedureEntry) => string) =>
    Math.max(...entries.map((e) => pick(e).length));
  const [path, type, access] = [width((e) => e.path), width((e) => e.type), width((e) => e.access)];
  return entries
    .map((e) =>
      [e.path.padEnd(path), e.type.padEnd(type), e.access.padEnd(access), e.input].join('  '),
    )
    .join('\n');
}

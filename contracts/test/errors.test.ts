import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_EN, VALIDATION_TEXTS_EN } from '../src/error-texts.ts';
import { AppErrorCodeSchema } from '../src/errors.ts';

describe('error catalogue', () => {
  it('carries the spec texts verbatim', () => {
    expect(ERROR_TEXTS_EN.non_member).toBe('Please login an actual account to use this function');
    expect(ERROR_TEXTS_EN.not_logged_in).toBe('You are not logged in, please login first');
    expect(ERROR_TEXTS_EN.system_upgrading).toBe('System upgrading, please try again later.');
    expect(ERROR_TEXTS_EN.popup_blocked).toBe('Popup blocked. Please allow popups and try again.');
  });

  it('has a schema accepting exactly the catalogue keys', () => {
    for (const key of Object.keys(ERROR_TEXTS_EN))
      expect(AppErrorCodeSchema.safeParse(key).success).toBe(true);
    expect(AppErrorCodeSchema.safeParse('no_such_error').success).toBe(false);
  });

  it('has a non-empty text for every key', () => {
    for (const text of [...Object.values(ERROR_TEXTS_EN), ...Object.values(VALIDATION_TEXTS_EN)]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('the zod-free values entry', () => {
  it('imports nothing from zod, so the web first load stays small', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(resolve(src, file), 'utf8');
      expect(text, file).not.toMatch(/from 'zod'/);
      for (const match of text.matchAll(
        /^(?:export|import) (?!type)[^;]*from '\.\/([\w-]+\.ts)'/gm,
      ))
        visit(match[1] as string);
    };
    visit('values.ts');
    expect(seen.size).toBeGreaterThan(3);
  });
});

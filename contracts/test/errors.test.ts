import { describe, expect, it } from 'vitest';
import { AppErrorCodeSchema, ERROR_TEXTS_EN, VALIDATION_TEXTS_EN } from '../src/errors.ts';

describe('error catalogue', () => {
  it('carries the spec texts verbatim', () => {
    expect(ERROR_TEXTS_EN.non_member).toBe('Please login an actual account to use this function');
    expect(ERROR_TEXTS_EN.not_logged_in).toBe('You are not logged in, please login first');
    expect(ERROR_TEXTS_EN.system_upgrading).toBe('System upgrading, please try again later.');
    expect(ERROR_TEXTS_EN.popup_blocked).toBe('Popup blocked. Please allow popups and try again.');
  });

  it('has a schema accepting exactly the catalogue keys', () => {
    for (const key of Object.keys(ERROR_TEXTS_EN)) expect(AppErrorCodeSchema.safeParse(key).success).toBe(true);
    expect(AppErrorCodeSchema.safeParse('no_such_error').success).toBe(false);
  });

  it('has a non-empty text for every key', () => {
    for (const text of [...Object.values(ERROR_TEXTS_EN), ...Object.values(VALIDATION_TEXTS_EN)]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});

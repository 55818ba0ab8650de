/** The gateway's failure answers read as the spec's texts (issue 27 item 23). */
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../src/upstream/errors.ts';

const classify = (status: number, errorCode: string | null, message: string | null = null) =>
  classifyFailure({ path: '/wps/x', status, errorCode, message });

describe('classifyFailure', () => {
  it("reads the gateway's not-logged-in keys as not_logged_in, a dead token as session_expired", () => {
    expect(classify(200, 'CUSTOMER_NOT_LOGIN')).toMatchObject({
      kind: 'session',
      appCode: 'not_logged_in',
    });
    expect(classify(401, 'nologin')).toMatchObject({ kind: 'session', appCode: 'not_logged_in' });
    expect(classify(401, 'login.not.session')).toMatchObject({
      kind: 'session',
      appCode: 'session_expired',
    });
  });

  it('reads a 403 without a known key as no_permission', () => {
    expect(classify(403, 'access.denied')).toMatchObject({
      kind: 'business',
      appCode: 'no_permission',
    });
    // A known key keeps its own text.
    expect(classify(403, 'captcha.incorrect')).toMatchObject({ appCode: 'captcha_incorrect' });
  });

  it("reads the gateway's region restriction (ip_restrict) as 'Access restricted', not no_permission", () => {
    for (const key of ['ip_restrict', 'IP_RESTRICT', 'ip.restrict']) {
      expect(classify(403, key)).toMatchObject({ kind: 'business', appCode: 'access_restricted' });
    }
    expect(classify(200, 'ip_restrict')).toMatchObject({ appCode: 'access_restricted' });
  });
});

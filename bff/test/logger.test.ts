import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogStream } from '../src/logger.ts';

describe('LOG_FORMAT=pretty', () => {
  it('writes each entry as one readable line, still redacted', async () => {
    const sink = new PassThrough();
    let output = '';
    sink.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = pino(loggerOptions('info'), await prettyLogStream(sink));

    log.warn({ reason: 'csrf', token: 'secret-token', status: 403 }, 'request refused');
    log.info({ route: '/trpc/:path' }, 'request completed');
    log.debug('hidden at info');
    await new Promise((r) => setImmediate(r));

    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: request refused /);
    expect(lines[0]).toContain('"reason":"csrf"');
    expect(lines[0]).toContain('"status":403');
    expect(lines[1]).toMatch(/INFO: request completed/);
    // Not JSON lines, and the redaction still applies.
    expect(output).not.toMatch(/^\{/m);
    expect(output).not.toContain('secret-token');
  });
});

describe('redaction of the account journeys', () => {
  it('hides every password, SMS code and captcha field, and keeps an error code', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), {
      write: (line: string) => lines.push(line),
    });
    log.info(
      {
        input: { code: '482913', mobile: '9171234567' },
        payload: {
          password: 'p1',
          confirmPassword: 'p2',
          confirmNewPassword: 'p3',
          oldPassword: 'p4',
          newPassword: 'p5',
          smsCode: '111222',
          verificationCode: '333444',
          captcha: '5566',
        },
        err: { code: 'ECONNREFUSED' },
      },
      'a journey',
    );
    const text = lines.join('');
    for (const secret of ['482913', 'p1', 'p2', 'p3', 'p4', 'p5', '111222', '333444', '5566']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).toContain('ECONNREFUSED');
  });
});

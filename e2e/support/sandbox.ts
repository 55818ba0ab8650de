/** Test controls of the sandbox gateway (available because the stack runs it in test mode). */
import { request, type APIRequestContext } from '@playwright/test';
import { sandboxUrl } from '../playwright.config.ts';

async function control<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const context = await request.newContext({ baseURL: sandboxUrl });
  try {
    const response = await context.fetch(`/__sandbox${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`sandbox ${method} ${path}: ${response.status()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    await context.dispose();
  }
}

export const sandbox = {
  reset: () => control('POST', '/reset'),
  setStatus: (status: { maintenance?: boolean; regionRestriction?: boolean }) =>
    control('POST', '/status', status),
  fault: (fault: { path: string; status?: number; latencyMs?: number; times?: number }) =>
    control('POST', '/faults', fault),
  lastCaptcha: () => control<{ captchaId: string; answer: string }>('GET', '/captcha/last'),
};

export const DEMO = { username: 'demo', password: 'Demo1234', nickname: 'Lucky Demo' } as const;

/** The status flag the site's BFF currently serves (0 normal, 1 maintenance, 2 restricted). */
export async function siteStatusFlag(api: APIRequestContext): Promise<number | null> {
  const response = await api.get('/trpc/system.status');
  if (!response.ok()) return null;
  const body = (await response.json()) as { result?: { data?: { flag?: number } } };
  return body.result?.data?.flag ?? null;
}

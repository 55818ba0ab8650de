/**
 * member.feedback (issue 13, item 6) through the BFF against the real sandbox over HTTP: the text
 * reaches `PUT /wps/feedback` trimmed with its topic; a visitor is refused; bad input gets a
 * readable 400 and never reaches the gateway.
 */
import { describe, expect, it } from 'vitest';
import { body, freshBffPerTest } from './helpers/stack.ts';

const stack = freshBffPerTest();

const PATH = '/wps/feedback';

const received = () => stack.sandbox.received(PATH);

describe('member.feedback', () => {
  it('sends the topic and the trimmed text to the gateway', async () => {
    const client = await stack.signedIn();
    const text = `  ${'é'.repeat(138)}!?  `;
    const response = await client.mutate('member.feedback', { topic: 'withdrawal', content: text });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).result?.data).toEqual({ ok: true });
    const requests = await received();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      type: 'withdrawal',
      content: text.trim(),
    });
  });

  it('refuses a visitor', async () => {
    const response = await stack.client().mutate('member.feedback', {
      topic: 'other',
      content: 'Hello',
    });
    expect(response.statusCode).toBe(401);
    expect(await received()).toHaveLength(0);
  });

  it.each([
    ['141 characters', { topic: 'games', content: 'x'.repeat(141) }],
    ['only spaces', { topic: 'games', content: '    ' }],
    ['no text', { topic: 'games' }],
    ['an unknown topic', { topic: 'casino', content: 'Hello' }],
    ['a number for text', { topic: 'games', content: 42 }],
  ])('answers %s with a readable 400, before the gateway', async (_name, input) => {
    const client = await stack.signedIn();
    const response = await client.mutate('member.feedback', input);
    expect(response.statusCode).toBe(400);
    const error = body(response).error;
    expect(error?.message).toMatch(/characters|required|check/i);
    expect(await received()).toHaveLength(0);
  });
});

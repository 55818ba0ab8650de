import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

describe('feedback', () => {
  it('sends the topic and the text, thanks the player and starts again', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/feedback',
      session: SESSION,
      handlers: { 'member.feedback': () => ({ ok: true }) },
    });
    await user.click(await screen.findByRole('radio', { name: 'Withdrawal' }));
    const text = screen.getByRole('textbox', { name: /Your feedback/ });
    await user.type(text, 'The withdrawal took two days.');
    expect(await screen.findByText('29 / 140')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(callsTo('member.feedback')).toHaveLength(1));
    expect(callsTo('member.feedback')[0]?.input).toEqual({
      topic: 'withdrawal',
      content: 'The withdrawal took two days.',
    });
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveValue(''));
  });

  it('refuses 141 characters with the limit text and keeps every one of them', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/feedback',
      session: SESSION,
      handlers: { 'member.feedback': () => ({ ok: true }) },
    });
    const text = await screen.findByRole('textbox', { name: /Your feedback/ });
    const long = 'x'.repeat(141);
    await user.click(text);
    await user.paste(long);
    expect(await screen.findByText('141 / 140')).toHaveClass('member-form__count--over');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('Please enter between 1 and 140 characters'),
    ).toBeInTheDocument();
    expect(text).toHaveValue(long);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('member.feedback')).toHaveLength(0);
  });
});

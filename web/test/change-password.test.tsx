import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

function renderChangePassword(handlers: Parameters<typeof renderApp>[0] = {}) {
  return renderApp({ path: '/m/changePsw', session: SESSION, ...handlers });
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { old: string; next: string; confirm: string },
) {
  await user.type(await screen.findByLabelText('Old password'), values.old);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/m/changePsw', () => {
  it('sends the change and takes the player home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, callsTo, nav } = renderChangePassword({
      handlers: { 'member.changePassword': () => ({ ok: true }) },
    });
    await fill(user, { old: 'Old12345', next: 'New12345', confirm: 'New12345' });
    await waitFor(() => expect(callsTo('member.changePassword')).toHaveLength(1));
    expect(callsTo('member.changePassword')[0]?.input).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('answers a new password equal to the old with the spec dialog, and sends nothing', async () => {
    const { user, callsTo } = renderChangePassword();
    await fill(user, { old: 'Same1234', next: 'Same1234', confirm: 'Same1234' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The new password and the old password cannot be the same');
    expect(callsTo('member.changePassword')).toHaveLength(0);
  });

  it('shows a mismatched confirmation beside its field', async () => {
    const { user, callsTo } = renderChangePassword();
    await fill(user, { old: 'Old12345', next: 'New12345', confirm: 'New00000' });
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    expect(callsTo('member.changePassword')).toHaveLength(0);
  });

  it("shows the BFF's refusals: the site's rule beside the field, a wrong old password above", async () => {
    let answer = new FakeTrpcError({
      appCode: 'invalid_input',
      fieldErrors: { newPassword: ['validation.password'] },
    });
    const { user } = renderChangePassword({
      handlers: {
        'member.changePassword': () => {
          throw answer;
        },
      },
    });
    await fill(user, { old: 'Old12345', next: 'New 1234', confirm: 'New 1234' });
    expect(await screen.findByText('Password format is incorrect')).toBeInTheDocument();

    answer = new FakeTrpcError({ appCode: 'old_password_incorrect' });
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
  });

  it("reads an empty confirmation as 'Enter password' and sends nothing", async () => {
    const { user, callsTo } = renderChangePassword();
    await user.type(await screen.findByLabelText('Old password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter password')).toBeInTheDocument();
    expect(callsTo('member.changePassword')).toHaveLength(0);
  });

  it('checks a filled confirmation again as soon as the new password changes', async () => {
    const { user } = renderChangePassword();
    await fill(user, { old: 'Old12345', next: 'New12345', confirm: 'New00000' });
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New00000');
    await waitFor(() =>
      expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument(),
    );
  });

  it("checks the site's password rule before sending", async () => {
    const { user, callsTo } = renderChangePassword({
      handlers: {
        'system.registerRules': () => ({
          password: { enabled: true, required: true, acceptedPattern: '^\\S{6,20}$' },
        }),
      },
    });
    await fill(user, { old: 'Old12345', next: 'New 1234', confirm: 'New 1234' });
    expect(await screen.findByText('Password format is incorrect')).toBeInTheDocument();
    expect(callsTo('member.changePassword')).toHaveLength(0);
  });

  it('sends a visitor home', async () => {
    const { nav } = renderApp({ path: '/m/changePsw' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });
});

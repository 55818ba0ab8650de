/**
 * The money forms (`/m/voucherCenter`, `/m/withdraw`) on components/ui/form.tsx: each checks
 * what it sends by the schema of the procedure it calls, says a refusal beside its field (its
 * own or the BFF's) or above the button, and carries the page's submission key. The journeys
 * through the real BFF are e2e/tests/wallet.spec.ts.
 */
import type { DepositOptions, WithdrawOptions } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, type Handlers } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const LIMITS = { min: '100.00', max: '50000.00' };

const DEPOSIT_OPTIONS: DepositOptions = {
  allowed: true,
  limits: LIMITS,
  channels: [
    {
      vendor: 'BANK',
      name: 'Bank transfer',
      gateway: false,
      banks: [
        { bankCode: 'BDO', bankName: 'BDO', accountName: 'Lucky Games Inc', accountNo: '00112233' },
        { bankCode: 'BPI', bankName: 'BPI', accountName: 'Lucky Games Inc', accountNo: '99887766' },
      ],
    },
    { vendor: 'GCASH', name: 'GCash', gateway: true, banks: [] },
  ],
  promotions: [
    {
      promoId: 7,
      title: 'First deposit',
      bonusPercent: 50,
      maxBonus: '500.00',
      minDeposit: '100.00',
    },
  ],
};

const WITHDRAW_OPTIONS: WithdrawOptions = {
  allowed: true,
  limits: LIMITS,
  balance: '1250.50',
  cards: [{ id: 41, bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNo: '****7890' }],
  maxCards: 3,
  banks: [
    { bankCode: 'BDO', bankName: 'BDO' },
    { bankCode: 'GCASH', bankName: 'GCash' },
  ],
  hasPaymentPassword: true,
};

const renderWallet = (path: string, handlers: Handlers) =>
  renderApp({
    path,
    session: SESSION,
    handlers: {
      'wallet.depositOptions': () => DEPOSIT_OPTIONS,
      'wallet.withdrawOptions': () => WITHDRAW_OPTIONS,
      ...handlers,
    },
  });

/** The field's error text (role="alert", under it), as its input is described by it. */
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('deposit', () => {
  it('takes ?amount=, refuses a missing name beside it, then sends the manual transfer', async () => {
    const { user, callsTo } = renderWallet('/m/voucherCenter?amount=500', {
      'wallet.depositManual': (input) => ({
        orderNo: 'D1',
        channel: 'manual',
        via: 'BDO',
        amount: `${(input as { amount: string }).amount}.00`,
        reference: 'REF123456',
        status: 'pending',
        createdAt: 0,
      }),
    });
    expect(await screen.findByLabelText('Amount', { exact: true })).toHaveValue('500');
    expect(screen.getByLabelText('Amount', { exact: true })).toHaveAccessibleDescription(
      'Min ₱100.00 · Max ₱50,000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(errorOf('Name on your account')).toBe('This field is required');
    expect(callsTo('wallet.depositManual')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Bank to transfer to'), 'BPI');
    await user.type(screen.getByLabelText('Name on your account'), 'Juan Dela Cruz');
    await user.click(screen.getByRole('radio', { name: /First deposit/ }));
    await user.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(
      await screen.findByRole('heading', { name: 'Transfer now to complete your deposit' }),
    ).toBeInTheDocument();
    expect(callsTo('wallet.depositManual')[0]?.input).toEqual({
      bankCode: 'BPI',
      amount: '500',
      depositorName: 'Juan Dela Cruz',
      promoId: 7,
      requestKey: expect.stringMatching(/^[\w-]{16,64}$/) as unknown,
    });
    // The account of the bank chosen, and the reference to write on the transfer.
    expect(screen.getByText('99887766')).toBeInTheDocument();
    expect(screen.getByText('REF123456')).toBeInTheDocument();

    // Done: the form again, the amount emptied, a new submission key.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByLabelText('Amount', { exact: true })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '₱1,000' }));
    expect(screen.getByRole('button', { name: '₱1,000' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Deposit ₱1,000.00' }));
    await waitFor(() => expect(callsTo('wallet.depositManual')).toHaveLength(2));
    const keys = callsTo('wallet.depositManual').map(
      (call) => (call.input as { requestKey: string }).requestKey,
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('refuses an amount that is not one beside the field, and sends nothing', async () => {
    const { user, callsTo } = renderWallet('/m/voucherCenter', {});
    await user.type(await screen.findByLabelText('Amount', { exact: true }), '12.345');
    await user.type(screen.getByLabelText('Name on your account'), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(errorOf('Amount')).toBe('Please enter an amount, with at most two decimals'),
    );
    expect(callsTo('wallet.depositManual')).toHaveLength(0);
  });

  it("shows the BFF's refusal beside its field, any other above the button", async () => {
    let answer = new FakeTrpcError({
      appCode: 'amount_out_of_range',
      fieldErrors: { amount: ['validation.amountRange'] },
    });
    const { user } = renderWallet('/m/voucherCenter', {
      'wallet.depositManual': () => {
        throw answer;
      },
    });
    await user.type(await screen.findByLabelText('Amount', { exact: true }), '50');
    await user.type(screen.getByLabelText('Name on your account'), 'Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Deposit ₱50.00' }));
    await waitFor(() => expect(errorOf('Amount')).toBe('The amount is outside the allowed limits'));

    answer = new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
    await user.clear(screen.getByLabelText('Amount', { exact: true }));
    await user.type(screen.getByLabelText('Amount', { exact: true }), '150');
    await user.click(screen.getByRole('button', { name: 'Deposit ₱150.00' }));
    const alert = await screen.findByText(/service is temporarily unavailable/i);
    expect(alert).toHaveClass('wallet-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Amount', { exact: true })).not.toHaveAttribute('aria-invalid');
  });

  it("sends a payment gateway's deposit with its vendor and leaves for its page", async () => {
    const { user, callsTo } = renderWallet('/m/voucherCenter?amount=250', {
      'wallet.depositGateway': () => ({ orderNo: 'P1', status: 'pending', payUrl: '#pay' }),
    });
    await user.click(await screen.findByRole('radio', { name: 'GCash' }));
    // No bank, no name: the gateway asks for them itself.
    expect(screen.queryByLabelText('Name on your account')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit ₱250.00' }));
    expect(await screen.findByText('Taking you to GCash to pay…')).toBeInTheDocument();
    expect(callsTo('wallet.depositGateway')[0]?.input).toEqual({
      vendor: 'GCASH',
      amount: '250',
      requestKey: expect.stringMatching(/^[\w-]{16,64}$/) as unknown,
    });
    expect(window.location.hash).toBe('#pay');
  });

  it('says so when deposits are not allowed', async () => {
    renderWallet('/m/voucherCenter', {
      'wallet.depositOptions': () => ({ ...DEPOSIT_OPTIONS, allowed: false }),
    });
    expect(
      await screen.findByText('Deposits are not available for this account at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount', { exact: true })).not.toBeInTheDocument();
  });
});

describe('withdraw', () => {
  it('sets the password, then binds an account, each refusing bad input beside its field', async () => {
    let options: WithdrawOptions = { ...WITHDRAW_OPTIONS, hasPaymentPassword: false, cards: [] };
    const { user, callsTo } = renderWallet('/m/withdraw', {
      'wallet.withdrawOptions': () => options,
      'wallet.setPaymentPassword': () => {
        options = { ...options, hasPaymentPassword: true };
        return { ok: true };
      },
      'wallet.bindCard': () => {
        options = { ...options, cards: WITHDRAW_OPTIONS.cards };
        return { ok: true };
      },
    });
    await user.type(await screen.findByLabelText('Withdrawal password (6 digits)'), '2468');
    await user.type(screen.getByLabelText('Confirm the withdrawal password'), '2468');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(errorOf('Withdrawal password (6 digits)')).toBe('The withdrawal password is 6 digits'),
    );
    expect(callsTo('wallet.setPaymentPassword')).toHaveLength(0);
    await user.type(screen.getByLabelText('Withdrawal password (6 digits)'), '10');
    await user.type(screen.getByLabelText('Confirm the withdrawal password'), '10');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    const bank = await screen.findByLabelText('Bank or e-wallet');
    expect(
      within(bank)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a bank', 'BDO', 'GCash']);
    await user.type(screen.getByLabelText('Account name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('Account number'), '12');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(errorOf('Bank or e-wallet')).toBe('This field is required'));
    expect(errorOf('Account number')).toBe('Please enter the account number (6 to 20 digits)');
    expect(callsTo('wallet.bindCard')).toHaveLength(0);
    await user.selectOptions(bank, 'GCASH');
    await user.type(screen.getByLabelText('Account number'), '34567890');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('₱1,250.50')).toBeInTheDocument();
    expect(callsTo('wallet.setPaymentPassword')[0]?.input).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(callsTo('wallet.bindCard')[0]?.input).toEqual({
      bankCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNo: '1234567890',
    });
  });

  it('refuses more than the balance, or outside the limits, before sending; Max fills the balance', async () => {
    const { user, callsTo } = renderWallet('/m/withdraw', {
      'wallet.withdraw': (input) => ({
        orderNo: 'W1',
        amount: (input as { amount: string }).amount,
        bankName: 'BDO',
        accountNo: '****7890',
        status: 'pending',
        createdAt: 0,
      }),
    });
    const amount = await screen.findByLabelText('Amount', { exact: true });
    await user.type(amount, '1250.51');
    await user.type(screen.getByLabelText('Withdrawal password (6 digits)'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₱1,250.51' }));
    await waitFor(() => expect(errorOf('Amount')).toBe('The amount is more than your balance'));

    await user.clear(amount);
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₱99.99' }));
    await waitFor(() => expect(errorOf('Amount')).toBe('The amount is outside the allowed limits'));
    expect(callsTo('wallet.withdraw')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('1250.50');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₱1,250.50' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    expect(callsTo('wallet.withdraw')[0]?.input).toEqual({
      amount: '1250.50',
      paymentPassword: '246810',
      cardId: 41,
      requestKey: expect.stringMatching(/^[\w-]{16,64}$/) as unknown,
    });
    // Done: the form again, emptied.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByLabelText('Amount', { exact: true })).toHaveValue('');
    expect(screen.getByLabelText('Withdrawal password (6 digits)')).toHaveValue('');
  });

  it("shows the BFF's refusal of the password beside it", async () => {
    const { user } = renderWallet('/m/withdraw', {
      'wallet.withdraw': () => {
        throw new FakeTrpcError({
          appCode: 'payment_password_incorrect',
          fieldErrors: { paymentPassword: ['validation.paymentPassword'] },
        });
      },
    });
    await user.type(await screen.findByLabelText('Amount', { exact: true }), '200');
    await user.type(screen.getByLabelText('Withdrawal password (6 digits)'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₱200.00' }));
    await waitFor(() =>
      expect(errorOf('Withdrawal password (6 digits)')).toBe('The withdrawal password is 6 digits'),
    );
  });

  it('says why the options did not load, and loads them again on the retry', async () => {
    let fail = true;
    const { user } = renderWallet('/m/withdraw', {
      'wallet.withdrawOptions': () => {
        if (fail) throw new FakeTrpcError({ appCode: 'network_slow' }, 504);
        return WITHDRAW_OPTIONS;
      },
    });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    // The error's own text above the retry (the global toast says it too: not silent).
    expect(retry.parentElement).toHaveTextContent(
      'The page took longer time to load, please check your network connectivity',
    );
    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Amount', { exact: true })).toBeInTheDocument();
  });
});

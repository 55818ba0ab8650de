import { LIMITS, manilaDate, STORAGE_KEYS, type KycStatus } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { scaledSize } from '../src/features/kyc/compress-image.ts';
import { renderApp, type RenderAppOptions } from './utils/render-app.tsx';

const DUE: KycStatus = { enabled: true, isComplete: false, status: 'N', uploaded: false };

function renderWithKyc({
  mandatory = true,
  kyc = DUE,
  ...options
}: RenderAppOptions & { mandatory?: boolean; kyc?: KycStatus } = {}) {
  return renderApp({
    session: SESSION,
    ...options,
    handlers: {
      'system.status': () => makeStatus({ whitelabel: { CBS3: true, MANDATORYKYC3: mandatory } }),
      'kyc.status': () => kyc,
      'system.countries': () => [
        { code: 'PH', name: 'Philippines', dialingCode: '+63' },
        { code: 'SG', name: 'Singapore', dialingCode: '+65' },
      ],
      'kyc.submitPersonalInfo': () => ({ ok: true }),
      ...options.handlers,
    },
  });
}

const overlay = () => screen.findByRole('dialog', { name: 'Verify your identity' });

/**
 * The page has what it asked for and asks nothing more: the status has arrived and been drawn
 * (the prompt decides in that render), and no query is under way (kyc.status, when asked).
 */
async function settled(queryClient: QueryClient) {
  await screen.findByRole('button', { name: 'Certified institute' });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

async function fillPersonalInfo(
  user: ReturnType<typeof renderApp>['user'],
  birthday = '1990-05-17',
) {
  await user.selectOptions(await screen.findByLabelText('ID type'), 'National ID');
  await user.type(screen.getByLabelText('Full name (as on your ID)'), 'Juan Dela Cruz');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthday } });
  await user.type(screen.getByLabelText('Current address'), '12 Rizal St');
  await user.type(screen.getByLabelText('Permanent address'), '12 Rizal St');
  await user.type(screen.getByLabelText('Place of birth'), 'Cebu City');
  await user.selectOptions(screen.getByLabelText('Source of income'), 'Employed');
  await user.selectOptions(screen.getByLabelText('Nature of work'), 'Professionals');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('the KYC prompt (spec section 4)', () => {
  it('opens by itself for a member the rule concerns', async () => {
    renderWithKyc();
    const dialog = await overlay();
    expect(within(dialog).getByText('Confirm your information')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Now' })).toBeInTheDocument();
  });

  it.each<[string, Parameters<typeof renderWithKyc>[0]]>([
    ['MANDATORYKYC3 is off', { mandatory: false }],
    ['verification is disabled', { kyc: { ...DUE, enabled: false } }],
    ['verification is complete', { kyc: { ...DUE, isComplete: true } }],
    ['the review is pending', { kyc: { ...DUE, status: 'P' } }],
    ['this session uploaded', { kyc: { ...DUE, uploaded: true } }],
  ])('stays away when %s', async (_name, options) => {
    const { callsTo, queryClient } = renderWithKyc(options);
    // Asked only when the rule can concern the member; its answer keeps the overlay closed.
    const asked = options?.mandatory === false ? 0 : 1;
    if (asked) await waitFor(() => expect(callsTo('kyc.status')).toHaveLength(1));
    await settled(queryClient);
    expect(callsTo('kyc.status')).toHaveLength(asked);
    expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
  });

  it('never asks a visitor or a trial player', async () => {
    const visitor = renderWithKyc({ session: undefined });
    await waitFor(() => expect(visitor.callsTo('system.status').length).toBeGreaterThan(0));
    expect(visitor.callsTo('kyc.status')).toHaveLength(0);
    visitor.unmount();
    const trial = renderWithKyc({ session: { ...SESSION, type: 4 } });
    await waitFor(() => expect(trial.callsTo('system.status').length).toBeGreaterThan(0));
    expect(trial.callsTo('kyc.status')).toHaveLength(0);
  });

  it("'Verify later' closes it for the rest of the browser session", async () => {
    const { user, unmount } = renderWithKyc();
    await user.click(within(await overlay()).getByRole('button', { name: 'Verify later' }));
    expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.verifyLater)).toBe('1');
    unmount();
    const again = renderWithKyc();
    await settled(again.queryClient);
    expect(again.callsTo('kyc.status')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
  });
});

describe('the KYC overlay (spec section 2)', () => {
  it('goes 0 → 1 → 2 and back 2 → 1 → 0, keeping what was typed', async () => {
    const { user, callsTo } = renderWithKyc();
    await user.click(within(await overlay()).getByRole('button', { name: 'Start Now' }));
    expect(await screen.findByRole('dialog', { name: 'Your information' })).toBeInTheDocument();
    await fillPersonalInfo(user);
    expect(await screen.findByRole('dialog', { name: 'Upload your ID' })).toBeInTheDocument();
    expect(callsTo('kyc.submitPersonalInfo')[0]?.input).toEqual({
      idType: 17,
      payeeName: 'Juan Dela Cruz',
      birthday: '1990-05-17',
      address: '12 Rizal St',
      permanentAddress: '12 Rizal St',
      placeOfBirth: 'Cebu City',
      nationality: 'PH',
      sourceOfIncome: 1,
      occupation: 6,
      employerName: '',
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Full name (as on your ID)')).toHaveValue('Juan Dela Cruz');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await overlay()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("refuses a birthday under 21 with 'birthday_limit' and sends nothing", async () => {
    const { user, callsTo } = renderWithKyc();
    await user.click(within(await overlay()).getByRole('button', { name: 'Start Now' }));
    const today = manilaDate();
    await fillPersonalInfo(user, `${Number(today.slice(0, 4)) - 20}${today.slice(4)}`);
    expect(
      await screen.findByText('You must be at least 21 years old to verify your identity'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('kyc.submitPersonalInfo')).toHaveLength(0);
  });

  it("shows the BFF's field refusal beside its field", async () => {
    const { user } = renderWithKyc({
      handlers: {
        'kyc.submitPersonalInfo': () => {
          throw new FakeTrpcError({
            appCode: 'birthday_limit',
            fieldErrors: { birthday: ['validation.birthdayLimit'] },
          });
        },
      },
    });
    await user.click(within(await overlay()).getByRole('button', { name: 'Start Now' }));
    await fillPersonalInfo(user);
    expect(
      await screen.findByText('You must be at least 21 years old to verify your identity'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload your ID' })).toBeNull();
  });

  async function toUploadStep() {
    const rendered = renderWithKyc();
    await rendered.user.click(within(await overlay()).getByRole('button', { name: 'Start Now' }));
    await fillPersonalInfo(rendered.user);
    await screen.findByRole('dialog', { name: 'Upload your ID' });
    return rendered;
  }

  it('requires the ID front (a 1 s reminder) before uploading', async () => {
    const { user } = await toUploadStep();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('Please upload the front of your ID')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('ID front')).toHaveAttribute('aria-invalid', 'true');
  });

  it('alerts an image over 5 MB under the title Notice and keeps nothing', async () => {
    const { user } = await toUploadStep();
    const big = new File([new Uint8Array(LIMITS.imageMaxBytes + 1)], 'id.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('ID front'), big);
    const alert = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(alert).toHaveTextContent('The maximum picture size is 5MB');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('img', { name: /Chosen picture/ })).toBeNull();
  });

  it('takes pictures only', async () => {
    await toUploadStep();
    const pdf = new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' });
    // The input's accept attribute hides other files in the picker; a drop can still bring one.
    fireEvent.change(screen.getByLabelText('ID front'), { target: { files: [pdf] } });
    expect(
      await screen.findByText('Please choose a picture (JPEG, PNG, WebP or GIF)'),
    ).toBeInTheDocument();
  });

  it('keeps an accepted picture with its thumbnail, and lets it be removed', async () => {
    const { user } = await toUploadStep();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'id.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(screen.getByLabelText('ID front'), png);
    expect(
      await screen.findByRole('img', { name: 'Chosen picture: ID front' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove ID front' }));
    expect(screen.queryByRole('img', { name: 'Chosen picture: ID front' })).toBeNull();
  });
});

describe('picture size before compression', () => {
  it('keeps pictures up to 2048 px and scales larger ones to 2048 on their longest side', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(scaledSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(10000, 1)).toEqual({ width: 2048, height: 1 });
  });
});

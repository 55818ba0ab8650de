/**
 * `/m/agentRegister` against fake procedures (issue 26, item 3): a downline's form with the
 * player registration's rules and messages (the server's formats, the confirmation mismatch), a
 * registration confirmed by name with the form emptied, the gateway's refusal in the player's
 * words; the affiliate links listed, created (with the limit's refusal shown), copied with the
 * 1 s toast, and deleted after a confirmation.
 */
import type { AffiliateLink } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp, type RenderAppOptions } from './utils/render-app.tsx';

const AGENT = { ...SESSION, userName: 'agent01', type: 2 };

const RULES = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    minLength: 4,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 6,
    maxLength: 12,
  },
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 7,
    maxLength: 11,
  },
  email: { enabled: true, required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
};

const LINK: AffiliateLink = {
  id: 7,
  code: 'AF7001',
  url: 'https://m.example.test/m/register?affiliateCode=AF7001',
  type: 'player',
  remark: 'Facebook',
  registrations: 3,
  createdAt: Date.UTC(2026, 10, 1),
};

function renderScreen(path: string, handlers: RenderAppOptions['handlers'] = {}) {
  return renderApp({
    path,
    session: AGENT,
    handlers: {
      'system.status': () => makeStatus(),
      'system.registerRules': () => RULES,
      'system.countries': () => [{ code: 'PH', name: 'Philippines', dialingCode: '+63' }],
      ...handlers,
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registering a downline', () => {
  const registered = vi.fn((input: unknown) => ({
    memberId: 5001,
    username: (input as { username: string }).username,
  }));

  async function fill(user: ReturnType<typeof renderApp>['user'], password = 'Secret123') {
    await user.type(await screen.findByLabelText('Username'), 'newbie01');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), password);
  }

  it('applies the registration rules and messages before sending', async () => {
    const { user, callsTo } = renderScreen('/m/agentRegister', {
      'agent.registerDownline': registered,
    });
    await user.type(await screen.findByLabelText('Username'), '1bad');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Register downline' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('agent.registerDownline')).toHaveLength(0);
  });

  it('shows the strength meter of the player registration', async () => {
    const { user } = renderScreen('/m/agentRegister');
    await user.type(await screen.findByLabelText('Password'), 'Secret12345!');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
  });

  it('registers an agent under this one, names the account and empties the form', async () => {
    const { user, callsTo } = renderScreen('/m/agentRegister', {
      'agent.registerDownline': registered,
    });
    await user.selectOptions(await screen.findByLabelText('Account type'), 'agent');
    await fill(user);
    await user.type(screen.getByLabelText('Mobile number (optional)'), '0917 123 4567');
    await user.type(screen.getByLabelText('Nickname (optional)'), 'Newbie');
    await user.click(screen.getByRole('button', { name: 'Register downline' }));
    expect(
      await screen.findByText('Account newbie01 is registered: an agent in your team.'),
    ).toBeInTheDocument();
    expect(callsTo('agent.registerDownline')[0]?.input).toEqual({
      kind: 'agent',
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobile: '9171234567',
      dialingCode: '+63',
      nickname: 'Newbie',
      language: 'EN',
    });
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Account type')).toHaveValue('player');
  });

  it("shows the gateway's refusal in the player's words", async () => {
    const { user } = renderScreen('/m/agentRegister', {
      'agent.registerDownline': () => {
        throw new FakeTrpcError({ appCode: 'username_exists' });
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register downline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the username already exists.',
    );
    expect(screen.queryByText(/is registered/)).not.toBeInTheDocument();
  });
});

describe('affiliate links', () => {
  function renderLinks(handlers: RenderAppOptions['handlers'] = {}) {
    let links: AffiliateLink[] = [LINK];
    return renderScreen('/m/agentRegister?tab=links', {
      'agent.affiliateLinks': () => ({ links, max: 5 }),
      'agent.createAffiliateLink': (input) => {
        const { type, remark } = input as { type: AffiliateLink['type']; remark?: string };
        const link = {
          ...LINK,
          id: 8,
          code: 'AF8002',
          url: `${LINK.url}2`,
          type,
          remark: remark ?? null,
          registrations: 0,
        };
        links = [...links, link];
        return link;
      },
      'agent.deleteAffiliateLink': (input) => {
        links = links.filter((l) => l.id !== (input as { id: number }).id);
        return { ok: true };
      },
      ...handlers,
    });
  }

  it('lists the links with their type, remark, code and registrations', async () => {
    renderLinks();
    const item = await screen.findByRole('listitem', { name: 'AF7001' });
    expect(item).toHaveTextContent('Player link');
    expect(item).toHaveTextContent('Facebook');
    expect(item).toHaveTextContent(LINK.url);
    expect(item).toHaveTextContent('Registrations: 3');
    expect(screen.getByText('1 of 5 links')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Affiliate links' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('creates an agent link with a remark', async () => {
    const { user, callsTo } = renderLinks();
    await screen.findByRole('listitem', { name: 'AF7001' });
    await user.selectOptions(screen.getByLabelText('Who registers through it'), 'agent');
    await user.type(screen.getByLabelText('Remark (optional)'), 'Telegram');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const item = await screen.findByRole('listitem', { name: 'AF8002' });
    expect(item).toHaveTextContent('Agent link');
    expect(item).toHaveTextContent('Telegram');
    expect(callsTo('agent.createAffiliateLink')[0]?.input).toEqual({
      type: 'agent',
      remark: 'Telegram',
    });
    expect(screen.getByLabelText('Remark (optional)')).toHaveValue('');
  });

  it("shows the gateway's limit refusal", async () => {
    const { user } = renderLinks({
      'agent.createAffiliateLink': () => {
        throw new FakeTrpcError({ appCode: 'affiliate_link_limit' });
      },
    });
    await screen.findByRole('listitem', { name: 'AF7001' });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot create more referral links. Please delete one first.',
    );
  });

  it('deletes a link only once confirmed', async () => {
    const { user, callsTo } = renderLinks();
    const item = await screen.findByRole('listitem', { name: 'AF7001' });
    await user.click(within(item).getByRole('button', { name: 'Delete link AF7001' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('agent.deleteAffiliateLink')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete link AF7001' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    expect(dialog).toHaveTextContent(LINK.url);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('You have no affiliate link yet. Create one below.'),
    ).toBeInTheDocument();
    expect(callsTo('agent.deleteAffiliateLink')[0]?.input).toEqual({ id: 7 });
  });

  it('copies a link and confirms it for 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderLinks();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const item = await screen.findByRole('listitem', { name: 'AF7001' });
    await user.click(within(item).getByRole('button', { name: 'Copy link AF7001' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    const toaster = document.querySelector('.toaster');
    await waitFor(() => expect(toaster).toHaveTextContent('Copied'));
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(toaster).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toaster).not.toHaveTextContent('Copied');
  });
});

describe('access', () => {
  it('keeps a member who is no agent out, with the no-permission text', async () => {
    const { callsTo } = renderApp({ path: '/m/agentRegister', session: SESSION });
    expect(
      await screen.findByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('agent.affiliateLinks')).toHaveLength(0);
  });
});

/** The help center (issue 14): which topic an address opens, the content, Accept, the states. */
import type { HelpTopic } from '@app/contracts';
import { STORAGE_KEYS } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseTopicIndex, topicIndexFor } from '../src/features/help/help-topic.ts';
import { SESSION } from './utils/fixtures.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { renderApp } from './utils/render-app.tsx';

const topic = (title: string, contentHtml: string, terms = false): HelpTopic => ({
  title,
  contentHtml,
  terms,
});

/** The terms are the second topic here, so `#terms` and the default (0) differ. */
const TOPICS: HelpTopic[] = [
  topic('FAQ', '<p>Frequently asked.</p>'),
  topic('Terms & Conditions', '<h3 id="terms">Terms</h3><p>At least 21 years old.</p>', true),
  topic('Privacy Policy', '<p>We never sell your data.</p>'),
];

function renderHelp(path: string, topics: HelpTopic[] = TOPICS, termsAgreed = true) {
  return renderApp({
    path,
    termsAgreed,
    handlers: { 'content.helpCenter': () => ({ topics }) },
  });
}

const selectedTab = async () =>
  (await screen.findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('help: which topic an address opens', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['2', 2],
    ['3', 0],
    ['-1', 0],
    ['2.0', 0],
    [' 2', 0],
    ['0x2', 0],
    ['abc', 0],
    ['', 0],
    ['9999999', 0],
  ])('?i=%s of 3 topics opens topic %i', (value, expected) => {
    expect(parseTopicIndex(value, 3)).toBe(expected);
  });

  it('#terms opens the marked topic, whatever ?i= says; without one it follows ?i=', () => {
    const marked = [{ terms: false }, { terms: false }, { terms: true }];
    expect(topicIndexFor({ search: '?i=1', hash: '#terms' }, marked)).toBe(2);
    expect(topicIndexFor({ search: '', hash: '#TERMS' }, marked)).toBe(2);
    const none = [{ terms: false }, { terms: false }];
    expect(topicIndexFor({ search: '?i=1', hash: '#terms' }, none)).toBe(1);
    expect(topicIndexFor({ search: '', hash: '#terms' }, none)).toBe(0);
    expect(topicIndexFor({ search: '?i=1', hash: '#other' }, marked)).toBe(1);
  });
});

describe('help center screen', () => {
  it('shows the menu of titles and the first topic by default', async () => {
    renderHelp('/m/help');
    expect(await selectedTab()).toHaveTextContent('FAQ');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Frequently asked.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'FAQ',
      'Terms & Conditions',
      'Privacy Policy',
    ]);
  });

  it('?i=2 opens the third topic; choosing another writes it in the address', async () => {
    const { user, nav } = renderHelp('/m/help?i=2');
    expect(await selectedTab()).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('We never sell your data.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(await selectedTab()).toHaveTextContent('FAQ');
    expect(nav.search()).toBe('?i=0');
  });

  it.each(['?i=7', '?i=abc', '?i=-1'])('%s falls back to the first topic, no error', async (q) => {
    renderHelp(`/m/help${q}`);
    expect(await selectedTab()).toHaveTextContent('FAQ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('#terms opens the terms topic', async () => {
    renderHelp('/m/help#terms');
    expect(await selectedTab()).toHaveTextContent('Terms & Conditions');
    expect(screen.getByText('At least 21 years old.')).toBeInTheDocument();
  });

  it('arrow keys move through the topics', async () => {
    const { user } = renderHelp('/m/help');
    (await screen.findByRole('tab', { name: 'FAQ' })).focus();
    await user.keyboard('{ArrowDown}');
    expect(await selectedTab()).toHaveTextContent('Terms & Conditions');
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(await selectedTab()).toHaveTextContent('Privacy Policy');
  });

  it('shows the content as markup, with no script, handler or style even if one came through', async () => {
    const { container } = renderHelp('/m/help', [
      topic(
        'Rules',
        '<p><strong>Bold rule</strong></p><script>window.hacked = true</script>' +
          '<img src="https://cdn.example/a.png" onerror="window.hacked = true" alt="rule">' +
          '<a href="javascript:alert(1)">bad link</a><p style="color:red">styled</p>',
      ),
    ]);
    expect(await screen.findByText('Bold rule')).toContainHTML('strong');
    expect(container.querySelector('.help-content script')).toBeNull();
    expect(screen.getByRole('img', { name: 'rule' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('styled')).not.toHaveAttribute('style');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the title once when the content opens with the same heading', async () => {
    renderHelp('/m/help', [
      topic('Deposits', '<h3>Deposits</h3><p>From PHP 100.</p>'),
      topic('FAQ', '<h3>Frequently Asked Questions</h3>'),
    ]);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Deposits' })).toHaveClass(
      'visually-hidden',
    );
    expect(within(panel).getByRole('heading', { level: 3, name: 'Deposits' })).toBeVisible();
  });

  it('shows the title when the content opens with another heading', async () => {
    const { user } = renderHelp('/m/help?i=1', [
      topic('Deposits', '<h3>Deposits</h3>'),
      topic('FAQ', '<h3>Frequently Asked Questions</h3>'),
    ]);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'FAQ' })).toHaveClass(
      'help-panel__title',
    );
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(await within(panel).findByRole('heading', { level: 3 })).toHaveTextContent('Deposits');
  });

  it('says so when there are no topics, with the way home', async () => {
    renderHelp('/m/help', []);
    expect(await screen.findByText('There are no help topics yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a failed load says so and retries on request', async () => {
    let fail = true;
    const { user } = renderApp({
      path: '/m/help',
      handlers: {
        'content.helpCenter': () => {
          if (fail) throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
          return { topics: TOPICS };
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await selectedTab()).toHaveTextContent('FAQ');
  });

  it('the footer lists every title, each opening its topic on helpDetail', async () => {
    const { user, nav } = renderHelp('/m/help');
    const footer = await screen.findByRole('navigation', { name: 'Help and information' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'FAQ',
      'Terms & Conditions',
      'Privacy Policy',
    ]);
    await user.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/helpDetail'));
    expect(nav.search()).toBe('?i=2');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('We never sell your data.')).toBeInTheDocument();
  });

  it('Accept agrees to the terms and returns home without the terms notice', async () => {
    const { user, nav } = renderHelp('/m/help#terms', TOPICS, false);
    // The help center is exempt from the gate: the terms link opens it.
    expect(await selectedTab()).toHaveTextContent('Terms & Conditions');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.termsAgreed)).toBe('1');
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });

  it('helpDetail shows one topic, "All topics" opens the menu on it', async () => {
    const { user, nav } = renderApp({
      path: '/m/helpDetail?i=1',
      session: SESSION,
      handlers: { 'content.helpCenter': () => ({ topics: TOPICS }) },
    });
    expect(await screen.findByRole('heading', { name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All topics' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/help'));
    expect(await selectedTab()).toHaveTextContent('Terms & Conditions');
  });
});

/**
 * The help center (spec section 2 "Help center", issue 14): `/m/help` is the topic menu on the
 * left and the chosen topic's content beside it; `/m/helpDetail` is one topic on the whole width
 * (the footer's links and other deep links). Both: `?i=` / `#terms` choose the topic
 * (help-topic.ts), Accept agrees to the terms and returns home, the footer lists every title.
 * The chosen topic lives in the address (`?i=`, replacing the entry), so reload and Back keep it.
 *
 * The topics' HTML is sanitised by the BFF (contracts HelpTopicSchema: no scripts, styles,
 * handlers or frames) and the CSP allows neither inline scripts nor inline styles, so it is set
 * as markup as it comes.
 */
import type { HelpTopic } from '@app/contracts';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { href, pathOf } from '../../lib/paths.ts';
import { writeTermsAgreed } from '../../lib/storage.ts';
import { useHelpCenter } from './help-queries.ts';
import { topicIndexFor } from './help-topic.ts';
import { opensWithHeading, safeMarkup } from './safe-markup.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import './help.css';

/** Loading, the readable error with its retry, the empty state; else the topics. */
function HelpTopics({
  titleKey,
  children,
}: {
  titleKey: 'routes:titles.help' | 'routes:titles.helpDetail';
  children: (topics: readonly HelpTopic[]) => ReactNode;
}) {
  const { t } = useTranslation(['help', 'routes']);
  const help = useHelpCenter();
  return (
    <main className="help-page">
      <h1 className="visually-hidden">{t(titleKey)}</h1>
      <QueryView
        query={help}
        keepData
        loading={
          <div className="help-loading">
            <Spinner label={t('help.loading')} />
          </div>
        }
        isEmpty={(data) => data.topics.length === 0}
        empty={
          <div className="help-empty">
            <Icon name="info" size={40} />
            <p>{t('help.empty')}</p>
            <Link to={href('home')} className="btn btn--primary">
              <Icon name="home" size={20} />
              {t('help.home')}
            </Link>
          </div>
        }
      >
        {(data) => children(data.topics)}
      </QueryView>
    </main>
  );
}

/** Accept (spec: returns to /m/home): also the terms gate's agreement for this session. */
function AcceptButton() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <Button
      className="help-accept"
      onClick={() => {
        writeTermsAgreed();
        void navigate(pathOf('home'));
      }}
    >
      {t('help.accept')}
    </Button>
  );
}

/**
 * The topic's title and content. Most topics open with their own heading; when it says the title
 * again, the title stays for screen readers only (it still names the panel) instead of showing
 * twice.
 */
function TopicBody({ topic, title, id }: { topic: HelpTopic; title: string; id?: string }) {
  // The check needs a DOM: a server-rendered page carries the topic empty, filled on hydrating.
  const inBrowser = useBrowserValue(() => true, false);
  const markup = inBrowser ? safeMarkup(topic.contentHtml) : '';
  return (
    <>
      <h2
        id={id}
        className={opensWithHeading(markup, title) ? 'visually-hidden' : 'help-panel__title'}
      >
        {title}
      </h2>
      {/* Sanitised by the BFF, and checked again here (safe-markup.ts). */}
      <div className="help-content" dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}

/** The footer (spec: "Footer lists help titles"): each title opens its topic on helpDetail. */
function HelpFooter({ topics, current }: { topics: readonly HelpTopic[]; current: number | null }) {
  const { t } = useTranslation('help');
  const titleOf = useTitleOf();
  return (
    <footer className="help-footer">
      <nav aria-label={t('help.footer')}>
        <h2 className="help-footer__title">{t('help.footer')}</h2>
        <ul>
          {topics.map((topic, index) => (
            <li key={index}>
              <Link
                to={href('helpDetail', { query: { i: String(index) } })}
                aria-current={index === current ? 'page' : undefined}
              >
                {titleOf(topic, index)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

/** A topic without a title still needs a name in the menu: "Topic 3". */
function useTitleOf(): (topic: HelpTopic, index: number) => string {
  const { t } = useTranslation('help');
  return (topic, index) => topic.title || t('help.untitled', { number: index + 1 });
}

/** `/m/help`: the left topic menu (a vertical tab list) and the chosen topic. */
export function HelpScreen() {
  return (
    <HelpTopics titleKey="routes:titles.help">
      {(topics) => <HelpMenu topics={topics} />}
    </HelpTopics>
  );
}

function HelpMenu({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('help');
  const titleOf = useTitleOf();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = topicIndexFor(location, topics);
  const topic = topics[selected] as HelpTopic;

  const choose = (index: number, focus = false) => {
    // In the address, replacing the entry: Back leaves the help center, reload keeps the topic.
    void navigate(href('help', { query: { i: String(index) } }), { replace: true });
    if (focus) tabs.current[index]?.focus();
  };

  // The tab list's keys (WAI-ARIA tabs, vertical): arrows move and choose, Home and End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = topics.length - 1;
    const next = {
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <>
      <div className="help-layout">
        <div
          className="help-menu"
          role="tablist"
          aria-orientation="vertical"
          aria-label={t('help.topics')}
          onKeyDown={onKeyDown}
        >
          {topics.map((item, index) => (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`help-tab-${index}`}
              aria-selected={index === selected}
              aria-controls="help-panel"
              tabIndex={index === selected ? 0 : -1}
              className="help-menu__tab"
              onClick={() => choose(index)}
            >
              {titleOf(item, index)}
            </button>
          ))}
        </div>
        <section
          className="help-panel"
          role="tabpanel"
          id="help-panel"
          aria-labelledby={`help-tab-${selected}`}
          tabIndex={0}
        >
          <TopicBody topic={topic} title={titleOf(topic, selected)} />
          <AcceptButton />
        </section>
      </div>
      <HelpFooter topics={topics} current={null} />
    </>
  );
}

/**
 * `/m/helpDetail?i=` (or `#terms`): one topic on the whole width, for deep links (the footer's).
 * "All topics" opens the menu on the same topic.
 */
export function HelpDetailScreen() {
  return (
    <HelpTopics titleKey="routes:titles.helpDetail">
      {(topics) => <HelpDetail topics={topics} />}
    </HelpTopics>
  );
}

function HelpDetail({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('help');
  const titleOf = useTitleOf();
  const location = useLocation();
  const selected = topicIndexFor(location, topics);
  const topic = topics[selected] as HelpTopic;
  return (
    <>
      <article className="help-detail" aria-labelledby="help-detail-title">
        <TopicBody id="help-detail-title" topic={topic} title={titleOf(topic, selected)} />
        <div className="help-detail__actions">
          <AcceptButton />
          <Link
            to={href('help', { query: { i: String(selected) } })}
            className="btn btn--secondary"
          >
            {t('help.allTopics')}
          </Link>
        </div>
      </article>
      <HelpFooter topics={topics} current={selected} />
    </>
  );
}

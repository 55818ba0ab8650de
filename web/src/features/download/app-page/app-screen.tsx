/**
 * `/m/app`, the app download page (spec section 2 "Download and install", section 4 "Download
 * bar" rules, section 3 "Download link"): the entries for this device, each with what to do.
 * - iPhone / iPad: add to home screen (Safari only, with its steps), the iOS profile
 *   (MOBILECONFIG, with its install steps; iOS 12.4 or older has its own), the iOS app. In
 *   another iOS browser the iOS downloads say 'Please use Safari for download App.'
 * - Android: the Android app. Any other device: every download the merchant has.
 * - Inside the installed web app: no offers at all (it is the app already).
 * The links are the status's resources (IOS, Android, MOBILECONFIG), read as home.bootstrap's
 * `download` is (contracts `downloadLinksOf`); the status is known before any screen renders.
 * The header is hidden here (spec "Layout"), so the page has its own Back and way home.
 */
import { downloadLinksOf, resourceUrl } from '@app/contracts/values';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { href } from '../../../lib/paths.ts';
import { isAndroid, isIos, isIosSafari, isLegacyIos, isStandalone } from '../../../lib/platform.ts';
import { useSystemStatus } from '../../../lib/status.ts';
import { GUIDE_STEPS, GUIDE_TITLES, type Guide } from '../install-guides.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import '../download.css';
import './app.css';

export function AppScreen() {
  const { t } = useTranslation(['appPage', 'download', 'routes']);
  const status = useSystemStatus();
  const resources = status.data?.resources ?? [];
  const links = downloadLinksOf(resources);
  const appIcon = resourceUrl(resources, 'AppDownloadIcon');
  const description = status.data?.appDescription ?? null;

  return (
    <main className="app-page">
      <AppTopBar title={t('routes:titles.app')} />
      <section className="panel-raised app-page__hero" aria-labelledby="app-page-name">
        {appIcon ? (
          <img className="app-page__icon" src={appIcon} alt="" width={64} height={64} />
        ) : (
          <span className="app-page__icon">
            <Icon name="phone" size={32} />
          </span>
        )}
        <div>
          <h2 id="app-page-name" className="app-page__name">
            {t('app.name')}
          </h2>
          <p className="app-page__description">
            {description ?? t('download:download.defaultDescription')}
          </p>
          <p className="app-page__rating">
            <span aria-hidden="true">5.0 ★★★★★</span>
            <span className="visually-hidden">{t('download:download.rating')}</span>
          </p>
        </div>
      </section>
      {isStandalone() ? (
        <p className="app-page__note" role="status">
          {t('app.installed')}
        </p>
      ) : (
        <Entries links={links} />
      )}
      <Link to={href('home')} className="btn btn--secondary app-page__home">
        <Icon name="home" size={20} />
        {t('app.home')}
      </Link>
    </main>
  );
}

/** The page's title, and Back (BackLink: to the previous page of this site, else home). */
function AppTopBar({ title }: { title: string }) {
  const { t } = useTranslation('appPage');
  return (
    <div className="app-page__top">
      <BackLink className="icon-button app-page__back">
        <Icon name="back" size={20} />
        <span className="visually-hidden">{t('app.back')}</span>
      </BackLink>
      <h1 className="app-page__title">{title}</h1>
    </div>
  );
}

/** The ways to take the app, in the spec's order: their icon and texts. */
const WAYS = [
  { key: 'home', icon: 'home', title: 'addToHome', text: 'homeScreenText' },
  { key: 'android', icon: 'download', title: 'android', text: 'androidText' },
  { key: 'profile', icon: 'shield', title: 'iosProfile', text: 'profileText' },
  { key: 'ios', icon: 'download', title: 'ios', text: 'iosText' },
] as const;

function Entries({ links }: { links: ReturnType<typeof downloadLinksOf> }) {
  const { t } = useTranslation(['appPage', 'download']);
  const [safariNote, setSafariNote] = useState(false);
  const ios = isIos();
  const safari = isIosSafari();
  const android = !ios && isAndroid();
  const showIos = ios || !android;
  const showAndroid = !ios;

  const download = (url: string, label: string) =>
    ios && !safari ? (
      // Other iOS browsers cannot install a profile or an app (spec section 8).
      <button type="button" className="btn btn--primary" onClick={() => setSafariNote(true)}>
        {t('app.get')}
        <span className="visually-hidden"> {label}</span>
      </button>
    ) : (
      <a className="btn btn--primary" href={url} target="_blank" rel="noopener noreferrer">
        {t('app.get')}
        <span className="visually-hidden"> {label}</span>
      </a>
    );

  // What each way this device can take shows (nothing: not for this device or this site).
  const bodies: Record<(typeof WAYS)[number]['key'], ReactNode> = {
    home: safari ? <Steps guide="homeScreen" titleShown={false} /> : null,
    android:
      showAndroid && links.android ? download(links.android, t('download:download.android')) : null,
    profile:
      showIos && links.iosProfile ? (
        <>
          {download(links.iosProfile, t('download:download.iosProfile'))}
          <Steps guide={isLegacyIos() ? 'profileLegacy' : 'profile'} />
        </>
      ) : null,
    ios: showIos && links.ios ? download(links.ios, t('download:download.ios')) : null,
  };
  const entries = WAYS.filter((way) => bodies[way.key] !== null).map((way) => (
    <Entry
      key={way.key}
      icon={way.icon}
      title={t(`download:download.${way.title}`)}
      text={t(`app.${way.text}`)}
    >
      {bodies[way.key]}
    </Entry>
  ));

  if (entries.length === 0) {
    return (
      <p className="app-page__note" role="status">
        {t('app.none')}
      </p>
    );
  }
  return (
    <>
      {safariNote ? (
        <p className="download-note" role="alert">
          {t('download:download.useSafari')}
        </p>
      ) : null}
      <ul className="app-entries" aria-label={t('app.entries')}>
        {entries}
      </ul>
    </>
  );
}

function Entry({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="card app-entry">
      <div className="app-entry__head">
        <span className="icon-disc app-entry__icon">
          <Icon name={icon} size={22} />
        </span>
        <div>
          <h3 className="app-entry__title">{title}</h3>
          <p className="app-entry__text">{text}</p>
        </div>
      </div>
      {children}
    </li>
  );
}

/** A guide's steps; its title only where the entry's own does not say it already. */
function Steps({ guide, titleShown = true }: { guide: Guide; titleShown?: boolean }) {
  const { t } = useTranslation('download');
  return (
    <section className="app-entry__guide" aria-label={t(GUIDE_TITLES[guide])}>
      {titleShown ? <h4>{t(GUIDE_TITLES[guide])}</h4> : null}
      <ol className="download-guide">
        {GUIDE_STEPS[guide].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}

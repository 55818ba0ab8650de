/**
 * Home (walking skeleton): the top bar and the announcements strip come in as slots from the app
 * layer (features do not import each other); the rest of home arrives in a later issue, so only
 * a plain welcome section shows now.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '../../lib/session.ts';
import './home.css';

export interface HomeScreenProps {
  topBar: ReactNode;
  announcements: ReactNode;
}

export function HomeScreen({ topBar, announcements }: HomeScreenProps) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  return (
    <div className="home">
      {topBar}
      <div className="home__content">
        {announcements}
        <section className="home__welcome" aria-labelledby="home-welcome-title">
          <h1 id="home-welcome-title">{t('home.welcomeTitle')}</h1>
          <p>{t('home.welcomeText')}</p>
          {session ? null : <p>{t('home.welcomeGuest')}</p>}
        </section>
      </div>
    </div>
  );
}

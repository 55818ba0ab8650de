/**
 * Bootstrap: the stored theme goes on <html> before the first paint, i18n starts with the stored
 * language, then the app renders.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { TEXT_SOURCES } from './app/texts.ts';
import { startI18n } from './i18n/index.ts';
import { applyTheme } from './lib/theme.ts';
import './styles/theme.css';

applyTheme();

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers>
          <AppRouter />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// English is in the bundle and ready at once; another chosen language loads its chunks first.
void startI18n(TEXT_SOURCES).finally(render);

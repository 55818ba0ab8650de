/**
 * The first-load JavaScript budget of /m/home, run apart from the journeys while the home is
 * still above it (issue 4): `pnpm --filter @app/e2e budget`. It joins `npm test` once it passes.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({ ...base, testDir: './budget' });

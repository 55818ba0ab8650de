// The BFF's own lint rules: import boundaries and the one reader of process.env. Gathered by
// ../eslint.config.js; bff/test/boundaries.test.ts proves that each rule bites.
import { readdirSync } from 'node:fs';
import { importResolution } from '../eslint.shared.js';

const ROOT = new URL('..', import.meta.url).pathname;
/** An absolute path (or glob) under bff/src: import-x matches globs against absolute paths. */
const src = (path) => `${ROOT}bff/src/${path}`;

/*
 * Every folder of bff/src/features is a domain (bff/README.md "Rules"). Read from the file
 * system, so a new domain is covered at once.
 */
const DOMAINS = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ROUTERS_THIN =
  'A router imports only its own service and trpc/init.ts (and packages: @app/contracts, zod).';
const TABLES_IN_UPSTREAM =
  "Only a domain's *.upstream.ts reads an endpoint table: services and routers call its functions.";
const OWN_UPSTREAM =
  "A domain never calls another domain's gateway entries: ask that domain's service instead.";
const SERVICES_WITHOUT_INIT =
  'Only routers import trpc/init.ts: services take the context type (trpc/context.ts), errors (trpc/errors.ts) and countMemberRead (trpc/member-reads.ts).';

const BFF_ZONES = [
  ...DOMAINS.map((domain) => ({
    target: src(`features/${domain}/*.router.ts`),
    from: src(''),
    except: [`./features/${domain}/${domain}.service.ts`, './trpc/init.ts'],
    message: ROUTERS_THIN,
  })),
  {
    target: src('**/!(*.upstream).ts'),
    from: src('features/*/*.endpoints.ts'),
    message: TABLES_IN_UPSTREAM,
  },
  {
    // The machinery: for the tables (endpoint(), params), the upstream files (EndpointValue) and
    // the gateway handle beside it.
    target: [src('*.ts'), src('!(upstream)/**/!(*.upstream|*.endpoints).ts')],
    from: src('upstream/endpoints.ts'),
    message: TABLES_IN_UPSTREAM,
  },
  ...DOMAINS.map((domain) => ({
    target: src(`features/${domain}`),
    from: [src(`features/!(${domain})/*.upstream.ts`), src(`features/!(${domain})/*.endpoints.ts`)],
    message: OWN_UPSTREAM,
  })),
  {
    target: src('features/**/!(*.router).ts'),
    from: src('trpc/init.ts'),
    message: SERVICES_WITHOUT_INIT,
  },
];

const ENV_MESSAGE =
  'Configuration is parsed once, in config.ts (server.ts passes process.env in): take it from the Config.';

export default [
  {
    // Import boundaries of the BFF's source, checked by `pnpm lint`.
    files: ['bff/src/**/*.ts'],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BFF_ZONES, basePath: ROOT }],
    },
  },
  {
    // config.ts parses the environment; server.ts hands it over. Nothing else reads it.
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/config.ts', 'bff/src/server.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: ENV_MESSAGE },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: ENV_MESSAGE,
          })),
        },
      ],
    },
  },
];

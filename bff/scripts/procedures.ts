/**
 * Prints every procedure of the BFF, read from the routers: path, kind, access and input.
 * `pnpm --filter @app/bff procedures` (bff/README.md points here instead of keeping a list).
 */
import { formatProcedures, listProcedures } from '../src/trpc/procedure-list.ts';
import { appRouter, uploadRouter } from '../src/trpc/router.ts';

console.log(
  formatProcedures([...listProcedures(appRouter), ...listProcedures(uploadRouter, '/upload')]),
);

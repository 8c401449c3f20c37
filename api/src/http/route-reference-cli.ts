import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestContext } from '../test/app';
import { ACCESS_OF_ROUTE } from '../test/route-access';
import { type OpenApiDocument, ROUTES_FILE, renderRouteReference } from './route-reference';

/**
 * Writes `api/ROUTES.md` (`pnpm --filter @backoffice/api routes`): builds the app on a throw-away in-memory
 * database, as the tests do, and renders the OpenAPI document it serves.
 */
async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    const target = path.join(__dirname, '..', '..', ROUTES_FILE);
    writeFileSync(target, renderRouteReference(response.json() as OpenApiDocument, ACCESS_OF_ROUTE));
    process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

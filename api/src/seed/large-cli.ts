import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { largeShops, seedLargeShop, VACUUM_ANALYZE_REPORT_TABLES } from './large';
import { seedDemoDataOnce } from './seed';

/**
 * `pnpm seed:large` (scripts/seed-large.mjs → here): migrate the configured database, seed the demo data if this is
 * its first start (SEED, as the API does — so the demo merchant owns the big shop), then add the large shop.
 * A database that already has one is left alone unless --force.
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const number = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    const raw = index >= 0 ? argv[index + 1] : undefined;
    const parsed = raw === undefined ? Number.NaN : Number(raw.replace(/[_,]/g, ''));
    return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : undefined;
  };
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    if (config.seed) await seedDemoDataOnce(db);
    const existing = await largeShops(db);
    if (existing.length > 0 && !argv.includes('--force')) {
      console.log(`This database already has a large shop (${existing.join(', ')}); pass --force to add another.`);
      return;
    }
    const where = db.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`Adding a large shop to ${where} …`);
    const orders = number('orders');
    const days = number('days');
    const result = await seedLargeShop(db, {
      ...(orders ? { orders } : {}),
      ...(days ? { days } : {}),
      log: (line) => console.log(`  ${line}`),
    });
    console.log('  vacuum analyze …');
    await db.exec(VACUUM_ANALYZE_REPORT_TABLES);
    console.log(
      `Added shop ${result.shopId} with ${result.orders.toLocaleString('en-NZ')} orders and ${result.lineItems.toLocaleString('en-NZ')} line items in ${(result.ms / 1000).toFixed(0)} s; owner ${result.ownerEmail}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed:large] failed:', error);
  process.exit(1);
});

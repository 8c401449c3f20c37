import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** DATABASE_URL set: that PostgreSQL server. Otherwise: PGlite with its files in DATA_DIR. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl, warm: true });
  return openPglite({ dataDir: config.dataDir });
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Any constant works; it only has to be the same on every replica so two first starts do not race. */
const MIGRATION_LOCK_KEY = 7_114_201;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** `NNN_description.sql`, applied in numeric order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d+)_([\w-]+)\.sql$/.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(match[1]), name: match[2], sql, checksum: createHash('sha256').update(sql).digest('hex') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version)
      throw new Error(`Two migrations share version ${migration.version}`);
  });
  return migrations;
}

/**
 * Applies each pending migration once, each in its own transaction under an advisory lock (replicas
 * starting together wait for each other). A migration edited after it was applied is an error: write a new one.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version int primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [existing] = await tx.query<{ checksum: string }>('select checksum from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

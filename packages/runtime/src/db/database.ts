import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import { Pool, types } from 'pg';

// BIGINT counters fit comfortably in a JS number for this product's volumes.
types.setTypeParser(types.builtins.INT8, (v) => Number(v));
types.setTypeParser(types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  connectionString: string;
  /** The schema this service owns; every unqualified table lives there. */
  schema: string;
  poolSize?: number;
  applicationName?: string;
  /** An idle pooled connection failed (database restarted, connection killed); the pool replaces it. */
  onIdleConnectionError?: (err: Error) => void;
}

export function createDatabase<DB>(options: DatabaseOptions): Kysely<DB> {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    application_name: options.applicationName,
    // Each service sees only its own schema (plus public for extensions).
    options: `-c search_path=${options.schema},public`,
  });
  // Without a listener, an idle connection the server closes (restart, failover, a dropped
  // database) would crash the process; the pool drops that client and opens a new one when needed.
  pool.on('error', options.onIdleConnectionError ?? ((err) => process.emitWarning(`idle Postgres connection failed: ${err.message}`)));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Migrations are compiled into the service, so they are handed over as a map, not read from disk. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>, schema: string, migrations: Record<string, Migration>): Promise<string[]> {
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed in schema ${schema}: ${(error as Error).message ?? error}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: Kysely<unknown>, schema: string, migrations: Record<string, Migration>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(migrations), migrationTableSchema: schema });
  const { error } = await migrator.migrateDown();
  if (error) throw error as Error;
}

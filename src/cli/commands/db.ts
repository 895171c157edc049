/**
 * `langproc db migrate`: applies the PostgreSQL schema migrations a database lacks (servers and
 * workers also do it at start; several at once take turns under an advisory lock).
 *
 * @example
 * ```sh
 * langproc db migrate --database-url postgres://db/langproc
 * ```
 */
import type { Command } from 'commander';
import { loadPostgres } from '../../http/server-packages.js';
import { migratePostgres, POSTGRES_MIGRATIONS } from '../../http/store/postgres-migrations.js';

/** Registers `langproc db`. */
export function registerDatabaseCommand(program: Command): void {
  const database = program.command('db').description('manage the PostgreSQL database of the HTTP server');
  database
    .command('migrate')
    .description('apply the schema migrations the database lacks')
    .requiredOption('--database-url <url>', 'the PostgreSQL database (postgres://...)')
    .action(async (options: { databaseUrl: string }) => {
      const { Pool } = await loadPostgres();
      const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
      try {
        const applied = await migratePostgres(pool);
        const latest = POSTGRES_MIGRATIONS.at(-1)?.version ?? 0;
        process.stdout.write(
          applied.length === 0
            ? `Schema is up to date (version ${latest}).\n`
            : `Applied migrations ${applied.join(', ')}; schema version ${latest}.\n`,
        );
      } finally {
        await pool.end();
      }
    });
}

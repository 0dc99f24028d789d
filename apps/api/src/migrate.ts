import 'reflect-metadata';
import { loadCommandConfig } from './config/command-config';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source-options';
import { runMigrations } from './database/open-data-source';

/**
 * `npm run migrate` / `nx run api:migrate` / `node dist/apps/api/apps/api/src/migrate.js`: applies pending
 * migrations (under the setup lock) and exits, for deployments that start their instances with
 * MIGRATE_ON_START=false.
 */
async function main(): Promise<void> {
  const config = loadCommandConfig();
  // No statement time bound here: a migration may take long on a big table.
  const dataSource = await new DataSource(dataSourceOptions(config)).initialize();
  try {
    const applied = await runMigrations(dataSource);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema up to date');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadCommandConfig } from '../config/command-config';
import { ENTITIES } from '../app/entities';
import { dataSourceOptions } from '../database/data-source-options';
import { BackupRunner } from './backup-runner';

/**
 * `npm run backup`: one backup now (recorded like the nightly one, so staff see it), pruned to BACKUP_KEEP. The
 * last line printed is the backup's folder alone, for scripts (`npm run restore -- <that path>`). Safe while the
 * application runs.
 */
async function main(): Promise<void> {
  const config = loadCommandConfig();
  const dataSource = await new DataSource(dataSourceOptions(config, ENTITIES)).initialize();
  try {
    const run = await new BackupRunner(config, dataSource).run('command');
    if (!run || run.outcome !== 'ok') {
      console.error(`backup failed: ${run?.error ?? 'not started'}`);
      process.exitCode = 1;
      return;
    }
    console.error(`backup written (${run.sizeBytes} bytes):`);
    console.log(run.path);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

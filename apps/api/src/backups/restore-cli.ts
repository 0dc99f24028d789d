import 'reflect-metadata';
import { loadCommandConfig } from '../config/command-config';
import { restoreBackup } from './restore';

/**
 * `npm run restore -- <backup folder>`, with the application stopped. Exit 0: restored; 2: refused (nothing
 * changed); 1: failed part-way and rolled back to the restore point.
 */
async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run restore -- <backup folder>');
    process.exit(2);
  }
  const config = loadCommandConfig(2);
  const result = await restoreBackup(config, path, (line) => console.error(line));
  if (result.outcome === 'restored') {
    console.log(`restored ${path} (restore point: ${result.restorePoint})`);
  } else if (result.outcome === 'refused') {
    console.error(`restore refused, nothing changed: ${result.reason}`);
    process.exitCode = 2;
  } else {
    console.error(`restore failed and was rolled back to ${result.restorePoint}: ${result.reason}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

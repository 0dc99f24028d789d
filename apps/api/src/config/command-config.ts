import { type AppConfig, ConfigError, loadConfig, loadEnvFiles } from './app-config';

/**
 * The configuration of a command or the server's start (.env files, then the environment). A configuration problem
 * is printed as it is and the process exits with `exitCode` (the restore command's refusals exit 2); any other
 * error is thrown.
 */
export function loadCommandConfig(exitCode = 1): AppConfig {
  loadEnvFiles();
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(exitCode);
  }
}

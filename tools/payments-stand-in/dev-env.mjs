// For `npm start` and `npm run dev`: unless a real payment project is configured (PAYSERA_PROJECT_ID in the
// environment or .env), start the stand-in provider and point the API at it in test mode.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PASSWORD, DEFAULT_PROJECT_ID, ensureKeys } from './server.mjs';

function configuredInEnvFile(root) {
  return ['.env', 'apps/api/.env'].some((file) => {
    const path = join(root, file);
    return existsSync(path) && /^\s*PAYSERA_PROJECT_ID\s*=\s*\S/m.test(readFileSync(path, 'utf8'));
  });
}

/** Adds the stand-in's PAYSERA_* to `env` and starts it; returns the child (null when a real project is set). */
export function startPaymentStandIn(root, env) {
  if (env.PAYSERA_PROJECT_ID || configuredInEnvFile(root)) return null;
  const port = env.STAND_IN_PORT || '3999';
  const keyDir = join(root, 'tmp/payments-stand-in');
  const { publicFile } = ensureKeys(keyDir);
  Object.assign(env, {
    PAYSERA_PROJECT_ID: DEFAULT_PROJECT_ID,
    PAYSERA_SIGN_PASSWORD: DEFAULT_PASSWORD,
    PAYSERA_PUBLIC_KEY_FILE: publicFile,
    PAYSERA_PAY_URL: `http://127.0.0.1:${port}/pay/`,
    PAYSERA_TEST: 'true',
  });
  return spawn(process.execPath, [join(root, 'tools/payments-stand-in/server.mjs')], {
    cwd: root,
    env: { ...env, STAND_IN_PORT: port, STAND_IN_KEY_DIR: keyDir },
    stdio: 'inherit',
  });
}

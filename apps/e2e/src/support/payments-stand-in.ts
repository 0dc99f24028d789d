import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './portal-server';

const root = join(__dirname, '../../../..');
/** The signing password the stand-in and the portal share in the browser tests. */
export const STAND_IN_PASSWORD = 'e2e-stand-in-password';

export interface PaymentsStandIn {
  process: ChildProcess;
  /** The portal's payment settings pointing at this stand-in (test mode). */
  portalEnv: Record<string, string>;
}

/**
 * Starts the local payment provider stand-in (tools/payments-stand-in) on a free port with its own key folder
 * (`name`), and waits until it answers; stop it with `process.kill('SIGTERM')`.
 */
export async function startPaymentsStandIn(name: string): Promise<PaymentsStandIn> {
  const port = await freePort();
  const keyDir = join(root, 'tmp/e2e', name);
  const child = spawn(process.execPath, [join(root, 'tools/payments-stand-in/server.mjs')], {
    env: {
      ...process.env,
      STAND_IN_PORT: String(port),
      STAND_IN_KEY_DIR: keyDir,
      PAYSERA_SIGN_PASSWORD: STAND_IN_PASSWORD,
    },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/control/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('the payment stand-in did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    portalEnv: {
      PAYSERA_PROJECT_ID: '100001',
      PAYSERA_SIGN_PASSWORD: STAND_IN_PASSWORD,
      PAYSERA_PUBLIC_KEY_FILE: join(keyDir, 'public.pem'),
      PAYSERA_PAY_URL: `http://127.0.0.1:${port}/pay/`,
      PAYSERA_TEST: 'true',
    },
  };
}

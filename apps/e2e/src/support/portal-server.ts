import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');
export const API_MAIN = join(root, 'dist/apps/api/apps/api/src/main.js');

export interface PortalServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  output(): string;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real, built API (serving the built shell and remotes) on a fresh SQLite file with the sample
 * data, and waits until it answers. `env` overrides configuration (FAMILIES, REMOTE_URL_KET, ...); `{port}` in a
 * value stands for the portal's port.
 */
export async function startPortal(
  name: string,
  env: Record<string, string> = {},
  /** Another workspace's built API (the generator's scratch workspace), run from that workspace. */
  workspace: { apiMain: string; cwd: string } = { apiMain: API_MAIN, cwd: root },
): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = join(root, 'tmp/e2e', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [workspace.apiMain], {
    cwd: workspace.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `sqlite:${join(dataDir, 'portal.sqlite')}`,
      WEB_ROOT: join(root, 'dist/apps'),
      SEED_ON_START: 'true',
      LOGIN_RATE_LIMIT: '1000',
      // '{port}' in a value is the portal's port (PORTAL_ADDRESSES naming the portal's other address)
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.split('{port}').join(String(port))])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal ${name} exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal ${name} did not start in 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

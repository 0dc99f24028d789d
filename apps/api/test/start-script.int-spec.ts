import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../src/config/app-config';
import { API_MAIN, freePort } from './api-process';

// Issue 25 item 17: `npm start` (tools/scripts/start.mjs, here with --no-build over the built API) ends its start-up
// output with the portal's address, the sample accounts and the payment stand-in's port, plainly (Nest's route
// lines are debug); SIGTERM stops the API and the stand-in, not only the script. Needs `nx run api:build`.

const START = join(findRepoRoot(), 'tools/scripts/start.mjs');

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('prints the address and sample accounts last and plainly; SIGTERM stops every child', async () => {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run nx run api:build first`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  const port = await freePort();
  const standInPort = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    STAND_IN_PORT: String(standInPort),
    DATABASE_URL: `sqlite:${join(dir, 'portal.sqlite')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    LOG_LEVEL: 'info',
  };
  // As a newcomer runs it: development defaults, the stand-in rather than a payment project.
  for (const name of Object.keys(env))
    if (name === 'NODE_ENV' || name.startsWith('PAYSERA_') || name.startsWith('JEST') || name === 'REDIS_URL')
      delete env[name];
  const child = spawn(process.execPath, [START, '--no-build'], {
    cwd: findRepoRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 100_000;
    while (!output.includes('Stop with Ctrl+C.') && Date.now() < deadline && child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output).toContain('Stop with Ctrl+C.');
    // Nothing more comes while nobody uses the portal: the lines a person needs stay last.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const lines = output.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe('Stop with Ctrl+C.');
    const banner = output.slice(output.lastIndexOf('The portal is running'));
    expect(banner).toContain(`The portal is running: http://localhost:${port}/`);
    expect(banner).toMatch(/learner-active.*\n.*learner-new/);
    expect(banner).toContain('staff / staff-dev-password');
    expect(banner).toContain(`http://127.0.0.1:${standInPort} (STAND_IN_PORT`);
    // Not a line per route (about 200 of them): start-up says little before the banner.
    expect(output).not.toContain('Mapped {');
    expect(lines.length).toBeLessThan(45);
    expect(await listening(port)).toBe(true);
    expect(await listening(standInPort)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await listening(port)).toBe(false);
    expect(await listening(standInPort)).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);

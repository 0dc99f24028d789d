// `npm start`: builds whatever is missing (Nx caches the rest), then serves the whole portal — the API,
// the shell and every family remote — on one port with the embedded SQLite database and sample data.
// `npm start -- --no-build` serves what is already built.
//
// What a newcomer needs (the address, the sample accounts, the payment stand-in's port) is printed last and
// plainly, once the portal answers; the API's own log lines come before it. SIGINT or SIGTERM stops the API and
// the stand-in (each a direct child: no npx or nx in between to swallow the signal) before this process exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPaymentStandIn } from '../payments-stand-in/dev-env.mjs';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false' };
const API_MAIN = `${root}dist/apps/api/apps/api/src/main.js`;
const port = env.PORT || '3000';
/** How long a child may take to stop after the signal before it is killed. */
const STOP_MS = 15_000;

if (!process.argv.includes('--no-build')) {
  console.log('Building the portal (cached after the first time)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(API_MAIN)) {
  console.error(`${API_MAIN} is missing: run npm start without --no-build`);
  process.exit(1);
}

// Payments go to the local stand-in provider (test mode) unless a real project is configured (docs/payments.md).
const standIn = startPaymentStandIn(root, env);
const api = spawn(process.execPath, [API_MAIN], { cwd: root, env, stdio: 'inherit' });
const children = [api, ...(standIn ? [standIn] : [])];

let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const kill = setTimeout(() => running.forEach((c) => c.kill('SIGKILL')), STOP_MS);
  kill.unref();
  Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
  running.forEach((c) => c.kill(signal));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
api.on('exit', (code) => stop('SIGTERM', code ?? 1));
standIn?.on('exit', (code) => {
  if (!stopping) console.error(`The payment stand-in stopped (exit ${code}); payments will fail.`);
});

/** Waits until the API answers GET /api/health/ready, then prints what a person needs, last. */
async function announce() {
  const ready = `http://127.0.0.1:${port}/api/health/ready`;
  while (!stopping) {
    try {
      if ((await fetch(ready)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (stopping) return;
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `The portal is running: ${base}/`,
    `  Sample learners (password learner-pass): learner-active (active), learner-pending, learner-rejected,`,
    `    learner-expired, learner-new. The demo needs no account.`,
    `  Staff console: ${base}/staff (${env.STAFF_USERNAME || 'staff'} / ${env.STAFF_PASSWORD ? '(STAFF_PASSWORD)' : 'staff-dev-password'})`,
    `  API documentation: ${base}/api/docs`,
    standIn
      ? `  Payments: the local stand-in provider on http://127.0.0.1:${env.STAND_IN_PORT || '3999'} (STAND_IN_PORT; test mode, no money)`
      : '  Payments: the Paysera project configured in PAYSERA_*',
    'Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}
void announce();

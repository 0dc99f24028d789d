// `npm start`: builds whatever is missing (Nx caches the rest), then serves the whole portal — the API,
// the shell and every family remote — on one port with the embedded SQLite database and sample data.
import { spawn, spawnSync } from 'node:child_process';
import { startPaymentStandIn } from '../payments-stand-in/dev-env.mjs';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

console.log('Building the portal (cached after the first time)...');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`
Sample accounts (password learner-pass): learner-active (active), learner-pending, learner-rejected,
learner-expired, learner-new; staff: staff / staff-dev-password, at /staff (the staff console). The demo needs
no account. Payments go to the local stand-in provider (test mode, no money) unless PAYSERA_* are set.
`);
// Payments go to the local stand-in provider (test mode) unless a real project is configured (docs/payments.md).
const standIn = startPaymentStandIn(root, env);
const server = spawn('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.kill(signal);
    standIn?.kill(signal);
  });
server.on('exit', (code) => {
  standIn?.kill('SIGTERM');
  process.exit(code ?? 0);
});

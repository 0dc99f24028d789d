// `npm start`: builds whatever is missing (Nx caches the rest), then serves the whole portal — the API,
// the shell and every family remote — on one port with the embedded SQLite database and sample data.
import { spawn, spawnSync } from 'node:child_process';

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
no account.
`);
const server = spawn('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

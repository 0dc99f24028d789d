// `npm run dev`: the API plus a webpack dev server (with reload) for the shell, each family remote and the staff
// console. The API's families manifest points each remote at its dev server (REMOTE_URL_<REMOTE>), so the shell
// loads them from there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FAMILY_DEFINITIONS } from '../families/definitions.mjs';
import { startPaymentStandIn } from '../payments-stand-in/dev-env.mjs';

const root = new URL('../..', import.meta.url).pathname;
// Every family with a remote app (its dev port from its definition), and the staff console.
const STAFF_DEV_PORT = 4206;
const ports = new Map([...FAMILY_DEFINITIONS.map((d) => [d.id, d.devPort]), ['staff', STAFF_DEV_PORT]]);
// (an exam family's app has no project.json: its project is inferred from src/family.tsx, tools/nx-plugins)
const remotes = [...ports.keys()].filter(
  (r) => existsSync(`${root}apps/${r}/project.json`) || existsSync(`${root}apps/${r}/src/family.tsx`),
);
const remotePort = (r) => ports.get(r);
const env = { ...process.env, NX_DAEMON: 'false' };
remotes.forEach(
  (r) => (env[`REMOTE_URL_${r.toUpperCase()}`] = `http://localhost:${remotePort(r)}/remoteEntry.js`),
);

const standIn = startPaymentStandIn(root, env);
const children = [
  ...(standIn ? [standIn] : []),
  spawn('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['nx', 'run', 'shell:serve', '--outputStyle=stream'], {
    cwd: root,
    env: { ...env, PORT: '4200' },
    stdio: 'inherit',
  }),
  ...remotes.map((r) =>
    spawn('npx', ['nx', 'run', `${r}:serve`, '--outputStyle=stream'], {
      cwd: root,
      env: { ...env, PORT: String(remotePort(r)) },
      stdio: 'inherit',
    }),
  ),
];
console.log(
  `Dev servers: shell http://localhost:4200 (API on 3000; remotes ${remotes.map((r) => `${r}:${remotePort(r)}`).join(', ')})`,
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

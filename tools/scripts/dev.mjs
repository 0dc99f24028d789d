// `npm run dev`: the API plus a webpack dev server (with reload) for the shell, each family remote and the staff
// console. The API's families manifest points each remote at its dev server (REMOTE_URL_<REMOTE>), so the shell
// loads them from there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;
const remotes = ['ket', 'kodas', 'tractor', 'krautuvai', 'hidro', 'staff'].filter((r) =>
  existsSync(`${root}apps/${r}/project.json`),
);
const remotePort = (i) => 4201 + i;
const env = { ...process.env, NX_DAEMON: 'false' };
remotes.forEach(
  (r, i) => (env[`REMOTE_URL_${r.toUpperCase()}`] = `http://localhost:${remotePort(i)}/remoteEntry.js`),
);

const children = [
  spawn('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['nx', 'run', 'shell:serve', '--outputStyle=stream'], {
    cwd: root,
    env: { ...env, PORT: '4200' },
    stdio: 'inherit',
  }),
  ...remotes.map((r, i) =>
    spawn('npx', ['nx', 'run', `${r}:serve`, '--outputStyle=stream'], {
      cwd: root,
      env: { ...env, PORT: String(remotePort(i)) },
      stdio: 'inherit',
    }),
  ),
];
console.log(
  `Dev servers: shell http://localhost:4200 (API on 3000; remotes ${remotes.map((r, i) => `${r}:${remotePort(i)}`).join(', ')})`,
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

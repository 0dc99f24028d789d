import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/** A MariaDB server of the test's own (own data folder and port), to freeze and kill without harm to others. */
export interface PrivateMariaDb {
  /** mysql://root@127.0.0.1:<port>/<database> (the database is created). */
  createDatabase(name: string): Promise<string>;
  /** SIGSTOP: the server keeps its sockets open but answers nothing, as a hung or overloaded database. */
  freeze(): void;
  resume(): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-private-mariadb-'));
  const install = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', '--user=root', `--datadir=${dir}/data`, '--skip-test-db'],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stderr}${install.stdout}`);
  const port = await freePort();
  let log = '';
  const server: ChildProcess = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      '--user=root',
      `--datadir=${dir}/data`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${dir}/mysqld.sock`,
      `--pid-file=${dir}/mysqld.pid`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      // Anyone may connect as anyone: the server lives on loopback for the length of one test file.
      '--skip-grant-tables',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const admin = () => createConnection({ host: '127.0.0.1', port, user: 'root' });
  for (const deadline = Date.now() + 30_000; ;) {
    if (server.exitCode !== null) throw new Error(`private mariadbd exited:\n${log}`);
    try {
      await (await admin()).end();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`private mariadbd did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    async createDatabase(name) {
      const conn = await admin();
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      return `mysql://root@127.0.0.1:${port}/${name}`;
    },
    freeze: () => server.kill('SIGSTOP'),
    resume: () => server.kill('SIGCONT'),
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGCONT');
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseUrl, TEST_DB, testEnv } from '../../test/test-app';
import { findRepoRoot, loadConfig } from '../config/app-config';

// docs/deployment.md, run as far as this machine allows: its configuration file is a valid production
// configuration, its systemd unit passes `systemd-analyze verify`, and its update commands (npm run backup, npm run
// migrate) and the restore (npm run restore -- <path>) run as documented against a real database: the commands the
// npm scripts run once the build is done (the MariaDB suite builds first; elsewhere they need `nx run api:build`).

const root = findRepoRoot();
const doc = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const project = JSON.parse(readFileSync(join(root, 'apps/api/project.json'), 'utf8')) as {
  targets: Record<string, { options?: { command?: string } }>;
};

/** The fenced block after `<!-- tested: <name> -->`. */
function testedBlock(name: string): string {
  const match = new RegExp(`<!-- tested: ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(doc);
  if (!match) throw new Error(`docs/deployment.md has no block marked "tested: ${name}"`);
  return match[1];
}

/** What `npm run <script>` runs after the build: the script's last command, or its nx target's command. */
function commandOf(script: string): string {
  const body = scripts[script];
  if (!body) throw new Error(`package.json has no script ${script}`);
  const nx = /^nx run api:(\S+)$/.exec(body.trim());
  if (nx) return project.targets[nx[1]].options!.command!;
  return body.split('&&').pop()!.trim();
}

const built = existsSync(join(root, 'dist/apps/api/apps/api/src/backups/backup-cli.js'));
const itBuilt = built ? it : it.skip;

describe('docs/deployment.md', () => {
  it('its configuration file is a valid production configuration', () => {
    const env = Object.fromEntries(
      testedBlock('env')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => {
          const [key, ...value] = line.split('=');
          // The placeholders are filled as the comments say: random secrets, a password.
          return [key, value.join('=').replace(/<[^>]+>/g, 'Xx0' + 'a1b2c3d4'.repeat(4))];
        }),
    );
    expect(env.MIGRATE_ON_START).toBe('false');
    const config = loadConfig(env, root);
    expect(config).toMatchObject({
      production: true,
      migrateOnStart: false,
      workers: 2,
      backups: { dir: '/mnt/backup/portal', keep: 14, schedule: '0 2 * * *' },
    });
    expect(config.database.type).toBe('mysql');
    expect(config.metricsToken).not.toBeNull();
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  (analyze ? it : it.skip)('its systemd unit passes systemd-analyze verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-unit-'));
    try {
      writeFileSync(join(dir, 'portal.service'), testedBlock('systemd'));
      const result = spawnSync('systemd-analyze', ['verify', join(dir, 'portal.service')], {
        encoding: 'utf8',
      });
      expect(
        result.stderr.split('\n').filter((l) => /portal\.service/.test(l) && !/not found|No such/i.test(l)),
      ).toEqual([]);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  itBuilt('its update commands run: backup (path on the last line), migrate, and the restore', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    const db =
      TEST_DB === 'sqlite'
        ? { url: join(dir, 'portal.sqlite'), drop: async () => undefined }
        : await testDatabaseUrl();
    try {
      const env = {
        ...process.env,
        ...testEnv({
          DATABASE_URL: db.url,
          BACKUP_DIR: join(dir, 'backups'),
          UPLOADS_DIR: join(dir, 'uploads'),
          MIGRATE_ON_START: 'false',
        }),
      };
      const run = (command: string, ...args: string[]) => {
        const [program, ...rest] = command.split(' ');
        return spawnSync(program, [...rest, ...args], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
      };
      const documented = testedBlock('commands')
        .split('\n')
        .map((line) => /^npm run (\S+)$/.exec(line.trim())?.[1])
        .filter(Boolean) as string[];
      expect(documented).toEqual(['backup', 'migrate']);
      // First on an empty database (a new server): migrate, then the documented order.
      expect(run(commandOf('migrate')).status).toBe(0);
      let backupPath = '';
      for (const script of documented) {
        const result = run(commandOf(script));
        expect({ script, status: result.status, stderr: result.status ? result.stderr : '' }).toEqual({
          script,
          status: 0,
          stderr: '',
        });
        if (script === 'backup') backupPath = result.stdout.trim().split('\n').pop()!;
      }
      expect(existsSync(join(backupPath, 'manifest.json'))).toBe(true);

      const restore = run(commandOf('restore'), backupPath);
      expect(restore.status).toBe(0);
      const refused = run(commandOf('restore'), join(dir, 'no-such-backup'));
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/refused, nothing changed/);
    } finally {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface OAuthMock {
  google: string;
  facebook: string;
  stop(): void;
}

/** Starts test/oauth-mock-server.mjs and waits for its URLs. */
export function startOAuthMock(): Promise<OAuthMock> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oauth-mock-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`oauth mock server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const urls = JSON.parse(out.split('\n')[0]) as { google: string; facebook: string };
      resolve({ ...urls, stop: () => child.kill('SIGTERM') });
    });
  });
}

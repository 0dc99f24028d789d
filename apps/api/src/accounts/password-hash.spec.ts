import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hashPassword, passwordMatches } from './password-hash';

// Hashes written by bcryptjs (the API's hasher before @node-rs/bcrypt), in both prefixes it wrote over the years.
const BCRYPTJS_2A = '$2a$04$DcyZ0tMYq6sitVuIaYosa.SPNY4nRz5pg1UKKopJXu68N8VsBuEH2';
const BCRYPTJS_2B = '$2b$04$DcyZ0tMYq6sitVuIaYosa.SPNY4nRz5pg1UKKopJXu68N8VsBuEH2';

describe('password hashes', () => {
  it('accepts the hashes bcryptjs stored, and only for their password', async () => {
    await expect(passwordMatches('old-bcryptjs-pass', BCRYPTJS_2A)).resolves.toBe(true);
    await expect(passwordMatches('old-bcryptjs-pass', BCRYPTJS_2B)).resolves.toBe(true);
    await expect(passwordMatches('old-bcryptjs-pasS', BCRYPTJS_2A)).resolves.toBe(false);
    await expect(passwordMatches('anything', 'not-a-hash')).resolves.toBe(false);
  });

  it('writes bcrypt hashes at the configured cost that match their password', async () => {
    const hash = await hashPassword('new-pass', 5);
    expect(hash).toMatch(/^\$2[aby]\$05\$/);
    await expect(passwordMatches('new-pass', hash)).resolves.toBe(true);
  });

  it('leaves the event loop free while hashing and comparing (work on the thread pool)', async () => {
    // Cost 12 takes a few hundred ms of CPU per hash; done on the event loop, every other request would wait.
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const hash = await hashPassword('pass', 12);
    await passwordMatches('pass', hash);
    const elapsed = performance.now() - started;
    delay.disable();
    // The worst pause of the loop stays far below the hashing's own time, measured in the same run: on the loop it
    // would be the whole of one hash (about half the time). A fixed number of ms failed on a busy machine, where
    // any pause grows with the load.
    expect(delay.max / 1e6).toBeLessThan(elapsed / 5);
  });
});

import { Injectable, Logger } from '@nestjs/common';

/** What the readiness needs of a mock test that just started. */
export interface StartedMock {
  id: number;
  accountId: number;
  family: string;
  category: string;
  startedAt: number;
}

/**
 * The mock test's start → the chance to store with it (issue 27), without the exam module depending on readiness
 * (which reads the exam module's pools): the readiness service registers itself here. The start does not wait for
 * it: the chance is computed after the start's answer, as of the start (its time, the cards then), and written to
 * the attempt (`attempts.pass_chance`), so the start path stays as fast as before.
 */
@Injectable()
export class MockStartHook {
  private readonly logger = new Logger('MockStartHook');
  private listener: ((mock: StartedMock) => Promise<void>) | null = null;
  private readonly pending = new Set<Promise<void>>();

  listen(listener: (mock: StartedMock) => Promise<void>): void {
    this.listener = listener;
  }

  started(mock: StartedMock): void {
    const listener = this.listener;
    if (!listener) return;
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => listener(mock))
      .catch((error: unknown) => this.logger.warn(`chance at start of attempt ${mock.id}: ${String(error)}`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Waits for the chances being computed (tests, benches, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

import type { Page } from 'playwright-core';

/**
 * Waits until antd's motion has settled: every running animation and transition finished (bounded, as a looping
 * one never does). A fixed pause is not enough on a loaded machine.
 */
export async function settleMotion(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Clicks a button of a dialog that closes the dialog, and makes sure it did. On a machine at load 15 a click on a
 * modal still zooming in landed beside its button (the dialog stayed open for 20 s and the test timed out), so the
 * click waits for the motion to settle and is given again if the button is still shown a few seconds later. Only
 * for buttons whose action is idempotent (the runner's "finish" is; closing a report is).
 */
export async function clickClosingButton(page: Page, selector: string): Promise<void> {
  const button = page.locator(selector);
  for (let attempt = 1; ; attempt++) {
    await button.waitFor();
    await settleMotion(page);
    await button.click();
    try {
      await button.waitFor({ state: 'hidden', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

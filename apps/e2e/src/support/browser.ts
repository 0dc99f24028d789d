import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');
/** Screenshots and other artefacts of the browser tests. */
export const OUTPUT_DIR = join(root, 'e2e-output');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The narrowest common phone (issue 13: every learner screen usable at 360 px wide). */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

export async function newPage(
  browser: Browser,
  options: { locale?: string; phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    // a phone: 360 x 740 CSS pixels, touch, mobile viewport meta honoured
    ...(options.phone
      ? { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 860 } }),
    locale: options.locale ?? 'lt-LT',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  recordTrouble(page);
  return { context, page };
}

const troubles = new WeakMap<Page, string[]>();

/** Keeps a page's failed API answers and console errors, so a failing step can say what the page went through. */
function recordTrouble(page: Page): void {
  const seen: string[] = [];
  troubles.set(page, seen);
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url().includes('/api/'))
      seen.push(`${res.request().method()} ${new URL(res.url()).pathname} → ${res.status()}`);
  });
  page.on('requestfailed', (req) =>
    seen.push(`${req.method()} ${req.url()} failed: ${req.failure()?.errorText}`),
  );
  page.on('console', (msg) => {
    if (msg.type() === 'error') seen.push(`console: ${msg.text().slice(0, 300)}`);
  });
}

/** What went wrong on a page so far (failed API answers, failed requests, console errors), for error messages. */
export function pageTrouble(page: Page): string[] {
  return troubles.get(page) ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: false });
}

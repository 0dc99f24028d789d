// Headless Debian Chromium through playwright-core, with the flags the e2e tests use.
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/**
 * Records every JavaScript response of a page (decoded body, as served before compression) into the current
 * "step"; `step(name)` starts a new one, `settle()` waits until the step's bodies are read.
 */
export function recordScripts(page) {
  const steps = [];
  let current = null;
  const pending = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] || '';
    const url = response.url();
    if (!(type === 'script' || /javascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname)))
      return;
    if (!current || response.status() >= 300) return;
    const into = current;
    const read = response
      .body()
      .then((body) => into.files.push({ url, path: new URL(url).pathname, body }))
      .catch(() => into.files.push({ url, path: new URL(url).pathname, body: null }))
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    steps,
    step(name) {
      current = { name, files: [] };
      steps.push(current);
      return current;
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/**
 * Resolves when the page has had no request in flight for `quietMs` (the SPA's own "network idle": route
 * changes are not navigations, so Playwright's networkidle load state does not apply to them).
 */
export function networkIdle(page, { quietMs = 750, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const inflight = new Set();
    let timer = null;
    const done = (error) => {
      clearTimeout(timer);
      clearTimeout(limit);
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      if (error) reject(error);
      else resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inflight.size === 0) timer = setTimeout(() => done(), quietMs);
    };
    const onRequest = (r) => {
      inflight.add(r);
      clearTimeout(timer);
    };
    const onEnd = (r) => {
      inflight.delete(r);
      arm();
    };
    const limit = setTimeout(() => done(new Error(`network not idle after ${timeoutMs} ms`)), timeoutMs);
    page.on('request', onRequest);
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
    arm();
  });
}

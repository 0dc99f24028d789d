import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settleMotion } from './motion';

/** The WCAG 2 A/AA rules; the goal (issue 13) is no critical or serious finding on any learner or staff screen. */
const TAGS = ['wcag2a', 'wcag2aa'];
const FAILING = new Set(['critical', 'serious']);

/**
 * Runs axe-core on what the page shows now and fails on any critical or serious violation, printing each rule
 * with the elements it found (selector and the failure summary) so the fix is obvious from the test output.
 */
export async function expectNoSeriousA11y(page: Page, name: string): Promise<void> {
  // Let antd's motion settle: a half-faded modal or a button still fading its colour reports the contrast of its
  // transition frame.
  await page.waitForTimeout(400);
  await settleMotion(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const bad = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  if (bad.length === 0) return;
  const report = bad
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  throw new Error(`accessibility (${name}): ${bad.length} critical/serious rule(s)\n${report}`);
}

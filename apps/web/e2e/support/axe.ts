import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One line per violation: the rule, what it asks, and the elements that break it (enough to find them in the code). */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 6).map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`).join('\n')}`)
    .join('\n');
}

/**
 * Resolves when the page has loaded what it loads after rendering (no `aria-busy` part left, such as a record's
 * skeleton; up to 10 s) and its finite animations and transitions have ended (two frames first, so one a click just
 * set off has started); endless ones (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  }).catch(() => page.waitForLoadState('load')); // the page moved on (a redirect): the new one has loaded
}

/**
 * Runs axe-core on the page as it is now (an open dialog or menu included) and fails the test, naming `label`, when
 * any of axe-core's default rules is broken (WCAG 2.x A/AA and the best practices: landmarks, regions, a
 * control's visible label in its name...). Every screen of the site calls this once per state worth checking; a screen
 * added later adds one line to e2e/accessibility.spec.ts.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Let transitions (a dialog's fade, a toast) finish: axe measures contrast on the colours it sees now.
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  // Said at once as well, so a long walk's findings are read while it runs.
  if (result.violations.length) console.log(`axe: ${label} at ${page.viewportSize()?.width} px\n${describe(result.violations)}`);
  expect.soft(describe(result.violations), `${label} at ${page.viewportSize()?.width} px (${page.url()})`).toBe('');
}

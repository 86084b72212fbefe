import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until no CSS transition or animation runs: axe measures colours as painted, and a
 * dialog's button caught mid-fade has a contrast it never has at rest (a flaky failure seen
 * on a fresh clone).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Endless ones (a spinner, a pulse) never settle; what matters are the finite transitions.
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/** axe-core on what a page shows now (toasts and input errors included), once it is at rest. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

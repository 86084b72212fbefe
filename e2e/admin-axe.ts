import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe-core on what an admin screen shows now: no serious or critical violations. Left out, as
 * theme-level findings reported to the admin shell's owner: the toasts (their close button has
 * no name, their text is grey-6) and Mantine's error red (#fa5252, 3.3:1) under inputs.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .exclude('.mantine-Notifications-root')
    .exclude('.mantine-InputWrapper-error')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

import { test as base, expect } from '@playwright/test';

type Fixtures = {
  /** Console messages matching one of these are expected in this test (e.g. a 401 on purpose). */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
};

/** Console errors and uncaught page errors fail the test. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url ?? ''}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const admin = {
  username: () => process.env.E2E_ADMIN_USERNAME ?? '',
  password: () => process.env.E2E_ADMIN_PASSWORD ?? '',
};

import { describe, expect, it } from 'vitest';
import { renderMantineThemeCss } from './mantine-theme-css.ts';

const themeModule = new URL('../../../src/app/theme.ts', import.meta.url).pathname;

describe("the build's Mantine theme stylesheet", () => {
  it("holds the theme's variables and Mantine's static classes", async () => {
    const css = await renderMantineThemeCss(themeModule);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-orange-filled)');
    expect(css).toContain('--mantine-color-orange-6: #c2410c');
    expect(css).toContain('.mantine-visible-from-sm');
    expect(css).not.toContain('<');
  });
});

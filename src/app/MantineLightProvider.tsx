import { MantineContext, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';

/** What MantineProvider gives its components, for a site that is always light. */
const LIGHT = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => (typeof document === 'undefined' ? undefined : document.documentElement),
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

/**
 * Mantine's two contexts without MantineProvider's run-time parts: its stylesheet (theme
 * variables and static classes) is made at build time (server/tooling/build/mantine-theme-css.ts,
 * imported by styles.ts), and the colour scheme is fixed to light (index.html says so), so no
 * resolver, no colour-scheme manager and no <style> in the tree.
 */
export function MantineLightProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineContext value={LIGHT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

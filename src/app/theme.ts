import { createTheme } from '@mantine/core';

/** Orange primary, beige-grey background and grey accent: the default theme colours of spec 001. */
export const theme = createTheme({
  // A deeper orange than Mantine's: white text on the filled shade (6, #c2410c) and orange text
  // on white both reach the 4.5:1 contrast of WCAG AA.
  colors: {
    orange: [
      '#fff7ed',
      '#ffedd5',
      '#fed7aa',
      '#fdba74',
      '#fb923c',
      '#f97316',
      '#c2410c',
      '#b03c0b',
      '#9a3412',
      '#7c2d12',
    ],
    // Deeper reds for the same reason: error texts under inputs (Mantine's #fa5252 is 3.3:1 on
    // white) and white text on delete buttons.
    red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#e03131', '#c92a2a', '#b02525', '#9b2020', '#861c1c'],
  },
  primaryColor: 'orange',
  primaryShade: { light: 6, dark: 6 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

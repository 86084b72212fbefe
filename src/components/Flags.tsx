import type { ReactElement } from 'react';
import type { Language } from '../shared/languages.ts';

/** A flag of three horizontal bands, top to bottom (each band is painted over the one below). */
function threeBands(top: string, middle: string, bottom: string): ReactElement {
  return (
    <>
      <rect width="30" height="20" fill={bottom} />
      <rect width="30" height="13.34" fill={middle} />
      <rect width="30" height="6.67" fill={top} />
    </>
  );
}

/**
 * Small SVG flags. Flag emoji do not render on Windows or on Linux without an emoji font, so
 * the language menus draw these instead. Decorative: the native name sits next to them.
 */
const FLAGS: Record<Language, ReactElement> = {
  tr: (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.3" cy="10" r="4" fill="#E30A17" />
      <path d="m15.6 10 4.1-1.3-2.5 3.5V7.8l2.5 3.5z" fill="#fff" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  de: threeBands('#000', '#DD0000', '#FFCE00'),
  ru: threeBands('#fff', '#0039A6', '#D52B1E'),
  ar: (
    <>
      <rect width="30" height="20" fill="#006C35" />
      <path d="M8 8.5h14M9 10.5h12" stroke="#fff" strokeWidth="1" strokeLinecap="round" />
      <path d="M8 14h13l1.5-.8" stroke="#fff" strokeWidth="0.9" fill="none" strokeLinecap="round" />
    </>
  ),
};

export function Flag({ code, width = 22 }: { code: Language; width?: number }) {
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.12)' }}
    >
      {FLAGS[code]}
    </svg>
  );
}

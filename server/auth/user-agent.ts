/**
 * A readable name of the browser and system of a User-Agent, for the admin's session list:
 * "Chrome 131 · Windows". Empty when neither is recognised (the screen says "unknown").
 */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['curl', /^curl\/(\d+)/],
];
const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

export function readableBrowser(userAgent: string | null): string {
  if (!userAgent) return '';
  // Safari names its version apart from its name ("Version/17.2 ... Safari/605"); checked last.
  const safari: readonly [string, RegExpExecArray | null] = [
    'Safari',
    userAgent.includes('Safari/') ? /Version\/(\d+)/.exec(userAgent) : null,
  ];
  const browser = [...BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)] as const), safari].find(
    ([, match]) => match,
  );
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const browserName = browser ? `${browser[0]} ${browser[1]?.[1]}` : '';
  return [browserName, system].filter(Boolean).join(' · ');
}

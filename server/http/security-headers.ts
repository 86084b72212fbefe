import type { RequestHandler } from 'express';

/** The directives a maps key leaves as they are (the policy's last ones). */
export const FIXED_CSP_DIRECTIVES = [
  "media-src 'self'",
  "frame-src 'self' https://www.google.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
];

/**
 * The SPA's CSP without a maps key. It allows no inline script; inline styles are allowed
 * because Mantine sets CSS variables in style attributes.
 */
export const SPA_CSP = contentSecurityPolicy({ googleMaps: false });

/**
 * The SPA's CSP. With `googleMaps` (MAPS_API_KEY is set) it also allows what the Google Maps
 * JavaScript API loads: its scripts, its data calls, its stylesheet and fonts, and the blob
 * workers of its renderer (Google's allowlist for the API). Map tiles are https images, which
 * img-src already allows. Without it the policy is the strict one: scripts only from 'self'.
 */
export function contentSecurityPolicy(options: { googleMaps: boolean }): string {
  const maps = options.googleMaps;
  return [
    "default-src 'self'",
    maps ? "script-src 'self' https://maps.googleapis.com https://maps.gstatic.com" : "script-src 'self'",
    maps ? "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com" : "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    maps ? "font-src 'self' data: https://fonts.gstatic.com" : "font-src 'self' data:",
    maps
      ? "connect-src 'self' https://*.googleapis.com https://*.gstatic.com https://*.google.com data: blob:"
      : "connect-src 'self'",
    ...(maps ? ["worker-src 'self' blob:"] : []),
    ...FIXED_CSP_DIRECTIVES,
  ].join('; ');
}

/**
 * The headers on every answer (security baseline), as name/value pairs: set by the middleware
 * below on the Express path, and written as they are by the cached-answer fast path
 * (server/http/fast-path.ts). `googleMaps`: MAPS_API_KEY is set.
 */
export function securityHeaderPairs(options: { https: boolean; googleMaps?: boolean }): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ googleMaps: options.googleMaps ?? false })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/** Headers on every answer (security baseline). `googleMaps`: MAPS_API_KEY is set. */
export function securityHeaders(options: { https: boolean; googleMaps?: boolean }): RequestHandler {
  const pairs = securityHeaderPairs(options);
  return (_req, res, next) => {
    for (const [name, value] of pairs) res.setHeader(name, value);
    next();
  };
}

/** API and admin answers are personal or fresh: never stored by a cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

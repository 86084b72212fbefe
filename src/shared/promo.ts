import { PAGE_IDS, type PageId } from './page-meta.ts';

/**
 * The promo pop-up under the owner's control (issue 22): on or off, an optional first and last
 * day (the site's time, Europe/Istanbul), and the pages it may open on — never a legal page.
 */
export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies', 'kvkk'] as const satisfies readonly PageId[];
export const PROMO_PAGE_IDS = PAGE_IDS.filter(
  (id): id is Exclude<PageId, (typeof LEGAL_PAGE_IDS)[number]> => !(LEGAL_PAGE_IDS as readonly string[]).includes(id),
);
export type PromoPageId = (typeof PROMO_PAGE_IDS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The promo's settings as GET /api/settings answers them (any may be missing). */
export type PromoSettings = Partial<Record<'promo_enabled' | 'promo_start' | 'promo_end' | 'promo_pages', string>>;

/** A day written YYYY-MM-DD that exists in the calendar (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The pages of the `promo_pages` setting: comma-separated page ids; empty means every page but the legal ones. */
export function promoPagesOf(text: string | undefined): PromoPageId[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...PROMO_PAGE_IDS];
  return PROMO_PAGE_IDS.filter((id) => names.includes(id));
}

export function isPromoPagesText(text: string): boolean {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => (PROMO_PAGE_IDS as readonly string[]).includes(name));
}

/** Today in the site's time zone, as YYYY-MM-DD. */
export function siteToday(now: Date = new Date()): string {
  // Türkiye keeps UTC+3 all year (since 2016): a fixed offset, no time-zone data to load while
  // the page hydrates.
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** May the promo open on this page today? Off only when switched off ('false'); a missing setting keeps the spec's behaviour. */
export function promoMayShow(settings: PromoSettings, page: PageId | null, today: string): boolean {
  if (settings.promo_enabled === 'false') return false;
  if (!page || !(promoPagesOf(settings.promo_pages) as readonly string[]).includes(page)) return false;
  if (settings.promo_start && today < settings.promo_start) return false;
  if (settings.promo_end && today > settings.promo_end) return false;
  return true;
}

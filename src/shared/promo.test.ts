import { describe, expect, it } from 'vitest';
import { isCalendarDay, isPromoPagesText, promoMayShow, promoPagesOf, siteToday } from './promo.ts';

describe('the promo pop-up under the owner’s control', () => {
  it('opens everywhere but the legal pages when nothing is set (the spec’s behaviour)', () => {
    expect(promoMayShow({}, 'home', '2026-11-27')).toBe(true);
    expect(promoMayShow({}, 'contact', '2026-11-27')).toBe(true);
    for (const legal of ['privacy', 'terms', 'cookies', 'kvkk'] as const)
      expect(promoMayShow({}, legal, '2026-11-27')).toBe(false);
    expect(promoMayShow({}, null, '2026-11-27')).toBe(false);
  });

  it('can be switched off, limited to pages, and scheduled by day (both ends included)', () => {
    expect(promoMayShow({ promo_enabled: 'false' }, 'home', '2026-11-27')).toBe(false);
    const settings = { promo_pages: 'home, pricing, kvkk', promo_start: '2026-12-01', promo_end: '2026-12-31' };
    expect(promoPagesOf(settings.promo_pages)).toEqual(['home', 'pricing']);
    expect(promoMayShow(settings, 'home', '2026-11-30')).toBe(false);
    expect(promoMayShow(settings, 'home', '2026-12-01')).toBe(true);
    expect(promoMayShow(settings, 'pricing', '2026-12-31')).toBe(true);
    expect(promoMayShow(settings, 'pricing', '2027-01-01')).toBe(false);
    expect(promoMayShow(settings, 'about', '2026-12-10')).toBe(false);
    expect(promoMayShow(settings, 'kvkk', '2026-12-10')).toBe(false);
  });

  it('reads days and page lists strictly, and counts days in Istanbul', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('27.11.2026')).toBe(false);
    expect(isPromoPagesText('home,pricing')).toBe(true);
    expect(isPromoPagesText('home,blog')).toBe(false);
    expect(isPromoPagesText('')).toBe(true);
    expect(siteToday(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-28');
  });
});

import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { headOfMatches } from '../../app/route-head.ts';
import { useSiteSettings } from '../../app/use-site-settings.ts';
import { readStorage, writeStorage } from '../../lib/browser.ts';
import { onConsentChange, readConsent } from '../../lib/consent/consent.ts';
import { isCookiePanelOpen, onCookiePanelChange } from '../../lib/consent/panel-state.ts';
import type { PageId } from '../../shared/page-meta.ts';
import { promoMayShow, siteToday } from '../../shared/promo.ts';

/** Spec 000 section 9: the promo modal opens 3000 ms after load, once per browser session. */
export const PROMO_DELAY_MS = 3000;
export const PROMO_SESSION_KEY = 'promo-modal-shown';

const PromoModal = lazy(() => import('./PromoModal.tsx'));

/** Whether a promo timer has started in this document (the first counts from the page's load). */
let timedBefore = false;

/**
 * Spec 000 section 9: about 3 seconds after load. The first page's app may hydrate later than
 * that (page-boot.js waits for a first visitor's first sign of life): its delay counts from the
 * navigation's start, the ones after a move within the site from the move.
 */
function promoDelay(): number {
  const first = !timedBefore;
  timedBefore = true;
  return first ? Math.max(0, PROMO_DELAY_MS - performance.now()) : PROMO_DELAY_MS;
}

/**
 * Never over something the visitor is doing (issue 22): the cookie banner (shown while no choice
 * is stored) or its settings panel open, or the focus in a form field (the contact form, the
 * package recommender).
 */
function visitorIsBusy(): boolean {
  if (isCookiePanelOpen() || readConsent() === null) return true;
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused.closest('form, input, textarea, select') !== null;
}

/** The page the promo is asked about: a service's own page counts as the services page. */
function promoPageOf(match: ReturnType<typeof headOfMatches>): PageId | null {
  if (match.kind === 'page') return match.id;
  return match.kind === 'service' ? 'services' : null;
}

export function PromoTrigger() {
  const settings = useSiteSettings();
  const page = useMatches({ select: (matches) => promoPageOf(headOfMatches(matches)) });
  const allowed = promoMayShow(settings, page, siteToday());
  const [open, setOpen] = useState(false);
  // Where the focus was when the promo opened: it goes back there on close, not to the page top.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!allowed || readStorage('sessionStorage', PROMO_SESSION_KEY)) return undefined;
    // After the delay, and again whenever what holds it back may have ended: a consent choice,
    // the panel closing, the focus leaving a field (read once the focus has moved on).
    let due = false;
    let shown = false;
    const tryShow = () => {
      if (!due || shown || visitorIsBusy()) return;
      shown = true;
      writeStorage('sessionStorage', PROMO_SESSION_KEY, '1');
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    const recheck = () => setTimeout(tryShow, 0);
    const timer = setTimeout(() => {
      due = true;
      tryShow();
    }, promoDelay());
    const stopConsent = onConsentChange(recheck);
    const stopPanel = onCookiePanelChange(recheck);
    document.addEventListener('focusout', recheck);
    return () => {
      clearTimeout(timer);
      stopConsent();
      stopPanel();
      document.removeEventListener('focusout', recheck);
    };
  }, [allowed]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    const target = returnTo.current;
    if (target && target !== document.body && target.isConnected) target.focus({ preventScroll: true });
  };
  return (
    <Suspense fallback={null}>
      <PromoModal onClose={close} />
    </Suspense>
  );
}

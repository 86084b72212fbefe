import { lazy, Suspense, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/browser.ts';
import { isCookiePanelOpen, onCookiePanelChange } from '../../lib/consent/panel-state.ts';

/** Spec 000 section 9: the promo modal opens 3000 ms after load, once per browser session. */
export const PROMO_DELAY_MS = 3000;
export const PROMO_SESSION_KEY = 'promo-modal-shown';

const PromoModal = lazy(() => import('./PromoModal.tsx'));

export function PromoTrigger() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readStorage('sessionStorage', PROMO_SESSION_KEY)) return undefined;
    let unsubscribe: (() => void) | undefined;
    const show = () => {
      writeStorage('sessionStorage', PROMO_SESSION_KEY, '1');
      setOpen(true);
    };
    const timer = setTimeout(() => {
      // Never on top of the cookie settings panel: wait until the visitor has closed it.
      if (!isCookiePanelOpen()) return show();
      unsubscribe = onCookiePanelChange((panelOpen) => {
        if (panelOpen) return;
        unsubscribe?.();
        show();
      });
    }, PROMO_DELAY_MS);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}

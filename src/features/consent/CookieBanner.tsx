import { lazy, Suspense, useEffect, useState } from 'react';
import { onConsentChange, readConsent } from './consent.ts';

/** The banner and its settings panel (Modal, switches): code loaded only for a visitor who has not chosen. */
const CookieBannerPanel = lazy(() => import('./CookieBannerPanel.tsx'));

/** Shows the cookie banner while no consent is stored. */
export function CookieBanner() {
  // Read in an effect: the server render (and the first client render) shows no banner.
  const [visible, setVisible] = useState(false);
  // A choice made elsewhere (the contact map's "Load map" stores one) hides the banner too.
  useEffect(() => {
    const sync = () => setVisible(readConsent() === null);
    sync();
    return onConsentChange(sync);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel onDone={() => setVisible(false)} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { whenDeferredPartsHydrated } from '../components/Deferred.tsx';

/**
 * Marks <html data-hydrated> once the app has rendered in the browser (hydrated or not): until
 * then a server-rendered page looks ready but its buttons do nothing. Deferred parts (the
 * language menu, the newsletter form) hydrate when their code is there; the mark waits for them.
 * Browser tests wait for it.
 */
export function HydrationMarker() {
  useEffect(() => {
    whenDeferredPartsHydrated(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the app has rendered in the browser (hydrated or not): until
 * then a server-rendered page looks ready but its buttons do nothing. Browser tests wait for it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

import { useEffect } from 'react';

/** /page#id: bring the element with that id into view once `ready` (its data loaded). */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'center' });
  }, [ready]);
}

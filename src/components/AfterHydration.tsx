import { ClientOnly } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';

/**
 * A lazily loaded, below-the-fold part (a questionnaire, the recommender, the map) that the
 * server leaves to the browser: the fallback is what the server renders and what the browser
 * hydrates; the part's code loads after that. (renderToString cannot wait for lazy code.)
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // data-client-part: what the browser adds after hydration (tests compare the rest).
  return (
    <div data-client-part="" style={{ display: 'contents' }}>
      <ClientOnly fallback={fallback}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </ClientOnly>
    </div>
  );
}

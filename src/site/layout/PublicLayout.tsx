import { Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CookieBanner } from '../consent/CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import classes from './layout.module.css';
import { PageHead } from './PageHead.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

const PromoTrigger = lazy(() =>
  import('../promo/PromoTrigger.tsx').then((module) => ({ default: module.PromoTrigger })),
);

/**
 * The promo's trigger renders nothing until it opens, seconds after load: its code (and the
 * promo rules) comes after hydration instead of in the first-load JavaScript.
 */
function PromoAfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <PromoTrigger />
    </Suspense>
  ) : null;
}

/** The shared public layout of spec 000 section 2: fixed header, page, footer, chat button. */
export function PublicLayout({ page }: { page?: ReactNode }) {
  return (
    <>
      <PageHead />
      <a href="#main" className="skip-link">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      {/* Right after the skip link: its buttons come early in the tab order and screen readers
          meet it first; it is fixed at the bottom of the screen all the same. */}
      <CookieBanner />
      <Header />
      <main id="main" className={classes.main} tabIndex={-1}>
        {page ?? <Outlet />}
      </main>
      <Footer />
      <WhatsAppButton />
      <PromoAfterHydration />
    </>
  );
}

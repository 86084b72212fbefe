import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CookieBanner } from '../consent/CookieBanner.tsx';
import { PromoTrigger } from '../promo/PromoTrigger.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import classes from './layout.module.css';
import { PageHead } from './PageHead.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

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
      <PromoTrigger />
    </>
  );
}

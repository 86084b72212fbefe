import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteSettings } from '../../app/use-site-settings.ts';
import { deferred } from '../../components/Deferred.tsx';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { siteNameOf } from '../../shared/site-name.ts';
import classes from './layout.module.css';
import { HEADER_NAV } from './nav-items.ts';

// Menus load after the first paint (the language menu) or on first use (the phone menu).
const LanguageMenu = deferred('language-menu', () =>
  import('../../components/LanguageMenu.tsx').then((module) => module.LanguageMenu),
);
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

const LOGO_HEIGHT = 40;

/**
 * The logo from settings (logo_url), or a text mark when unset or when the image fails. An
 * uploaded raster logo is drawn 40 px high from its variants (sized for that width); an SVG as it is.
 */
export function SiteLogo() {
  const settings = useSiteSettings();
  const [failed, setFailed] = useState(false);
  const name = siteNameOf(settings);
  const image = settings.images?.logo_url;
  const width = image ? Math.max(1, Math.round((LOGO_HEIGHT * image.width) / image.height)) : undefined;
  return (
    <SiteLink to="/" className={classes.logo} aria-label={name}>
      {settings.logo_url && !failed ? (
        <ResponsiveImage
          image={image}
          src={settings.logo_url}
          alt={name}
          sizes={`${width ?? LOGO_HEIGHT}px`}
          width={width}
          height={LOGO_HEIGHT}
          eager
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={classes.textMark}>{name}</span>
      )}
    </SiteLink>
  );
}

function useMenuLoaded(opened: boolean): boolean {
  const [loaded, setLoaded] = useState(opened);
  if (opened && !loaded) setLoaded(true);
  return loaded;
}

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first open on, so that it can animate its closing.
  const menuLoaded = useMenuLoaded(opened);
  const intl = useIntl();
  const menuLabel = intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Menü' });
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <SiteLogo />
        <nav
          aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Ana menü' })}
          className={classes.desktopNav}
        >
          {HEADER_NAV.map((item) => (
            <SiteLink
              key={item.to}
              to={sitePath(item.to)}
              className={classes.navLink}
              activeOptions={{ exact: item.to === '/' }}
              activeProps={{ 'data-active': true, 'aria-current': 'page' }}
            >
              <FormattedMessage id={item.labelId} />
            </SiteLink>
          ))}
        </nav>
        <Group gap="xs" wrap="nowrap">
          <div className={classes.desktopOnly}>
            <LanguageMenu />
          </div>
          <Button component={SiteLink} to={sitePath('/contact')} className={classes.headerCta}>
            <FormattedMessage id="nav.getQuote" />
          </Button>
          <Burger
            opened={opened}
            onClick={toggle}
            className={classes.mobileOnly}
            aria-label={menuLabel}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} label={menuLabel} />
        </Suspense>
      )}
    </header>
  );
}

import { Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink, sitePath } from '../../components/site-link.tsx';
import { LanguageGrid, LanguageMenu } from './LanguageMenu.tsx';
import classes from './layout.module.css';
import { HEADER_NAV } from './nav-items.ts';
import { useSiteSettings } from './use-site-settings.ts';

/** The logo from settings (logo_url), or a text mark when unset or when the image fails. */
export function SiteLogo() {
  const settings = useSiteSettings();
  const [failed, setFailed] = useState(false);
  const name = settings.site_name || 'TBT Dijital';
  return (
    <SiteLink to="/" className={classes.logo} aria-label={name}>
      {settings.logo_url && !failed ? (
        <img src={settings.logo_url} alt={name} height={40} onError={() => setFailed(true)} />
      ) : (
        <span className={classes.textMark}>{name}</span>
      )}
    </SiteLink>
  );
}

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
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
      <Drawer
        id="mobile-menu"
        opened={opened}
        onClose={close}
        // Mantine mirrors it in right-to-left: the menu slides in from the burger's side.
        position="right"
        size="xs"
        title={menuLabel}
        className={classes.mobileOnly}
      >
        <Stack gap="xs">
          <nav aria-label={menuLabel}>
            <Stack gap={4}>
              {HEADER_NAV.map((item) => (
                <SiteLink key={item.to} to={sitePath(item.to)} className={classes.mobileNavLink} onClick={close}>
                  <FormattedMessage id={item.labelId} />
                </SiteLink>
              ))}
            </Stack>
          </nav>
          <Button component={SiteLink} to={sitePath('/contact')} onClick={close} fullWidth>
            <FormattedMessage id="nav.getQuote" />
          </Button>
          <Divider label={<FormattedMessage id="language.title" />} labelPosition="center" />
          <LanguageGrid onChosen={close} />
        </Stack>
      </Drawer>
    </header>
  );
}

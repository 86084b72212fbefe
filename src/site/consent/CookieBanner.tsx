import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../../components/SiteLink.tsx';
import { initialBannerVisible, onCookieSettingsRequest } from '../../lib/consent/banner-state.ts';
import {
  ALL_ACCEPTED,
  type ConsentPreferences,
  ONLY_NECESSARY,
  saveConsent,
  syncStoredConsent,
} from '../../lib/consent/consent.ts';
import { setCookiePanelOpen } from '../../lib/consent/panel-state.ts';
import { subscribeToConsent } from '../../lib/consent/use-consent.ts';
import classes from './consent.module.css';

/** The settings panel (Modal, switches): loaded when it is first opened (or about to be). */
const loadPanel = () => import('./CookieSettingsPanel.tsx');
const CookieSettingsPanel = lazy(loadPanel);

/** Before hydration, consent-defaults.js marks <html> when a choice is stored (see consent.module.css). */
const STORED_ATTRIBUTE = 'data-cookie-consent';
/** The banner's height plus its gap, for scroll padding and the footer's room (consent.module.css). */
const SPACE_VARIABLE = '--cookie-banner-space';

/**
 * The cookie banner of spec 000 while no choice is stored, and the settings panel, which the
 * footer's "Cookie settings" link opens again at any time. The server renders the banner into
 * the first HTML when the request carries no consent cookie (./consent-cookie.ts), so a first
 * visit paints it at once; the browser hydrates exactly that and then follows the stored choice.
 * Placed early in the page (after the skip link), so its buttons come early in the tab order,
 * while it stays fixed at the bottom of the screen.
 */
export function CookieBanner() {
  const intl = useIntl();
  const [visible, setVisible] = useState(initialBannerVisible);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const banner = useRef<HTMLElement>(null);
  /** Where focus was when the panel opened; it goes back there (or to the page) on close. */
  const opener = useRef<HTMLElement | null>(null);

  // The stored choice (record or cookie, each completing the other) decides from now on; a
  // choice made elsewhere (the map's "Load map", another tab) hides the banner too.
  useEffect(() => {
    const sync = () => setVisible(!syncStoredConsent());
    sync();
    return subscribeToConsent(sync);
  }, []);

  useEffect(() => {
    if (!visible) document.documentElement.removeAttribute(STORED_ATTRIBUTE);
  }, [visible]);

  useEffect(
    () =>
      onCookieSettingsRequest(() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPanelLoaded(true);
        setPanelOpen(true);
      }),
    [],
  );
  useEffect(() => setCookiePanelOpen(panelOpen), [panelOpen]);

  // The room the banner takes at the bottom: nothing focused scrolls under it, and the end of
  // the page can scroll above it.
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!visible || !element) return undefined;
    const measure = () => {
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(SPACE_VARIABLE, `${Math.ceil(element.offsetHeight + bottom + 8)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [visible]);

  // Scroll padding keeps a focused element above the banner, but a phone browser scrolls only
  // its caret into view when a text field gets focus: a tall field (the message) could still end
  // under the banner. Anything focused that ends under it is scrolled up (its top stays in view).
  useEffect(() => {
    if (!visible) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || banner.current?.contains(target)) return;
      requestAnimationFrame(() => {
        const cover = banner.current?.getBoundingClientRect();
        if (!cover || document.activeElement !== target) return;
        const box = target.getBoundingClientRect();
        if (box.right <= cover.left || box.left >= cover.right) return;
        const header =
          Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-header-height')) || 0;
        const below = box.bottom - cover.top + 8;
        if (below > 0) window.scrollBy({ top: Math.min(below, Math.max(0, box.top - header)) });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [visible]);

  const openPanel = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanelLoaded(true);
    setPanelOpen(true);
  };
  const closePanel = () => {
    setPanelOpen(false);
    returnFocus();
  };
  /** After a choice the banner is gone: focus goes back to the opener if it is still there, else to the page. */
  const returnFocus = () => {
    const target = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      if (target?.isConnected && !banner.current?.contains(target)) target.focus({ preventScroll: true });
      else if (!document.activeElement || document.activeElement === document.body)
        document.getElementById('main')?.focus({ preventScroll: true });
    });
  };
  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setPanelOpen(false);
    returnFocus();
  };

  return (
    <>
      {visible && (
        <section
          ref={banner}
          data-cookie-banner=""
          className={classes.banner}
          aria-label={intl.formatMessage({ id: 'cookie.title' })}
        >
          <Stack gap="sm">
            <Text fw={700}>
              <FormattedMessage id="cookie.title" />
            </Text>
            <Text size="sm">
              <FormattedMessage id="cookie.text" />{' '}
              <SiteLink to="/cookies" className={classes.link}>
                <FormattedMessage id="cookie.policyLink" />
              </SiteLink>
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button
                variant="subtle"
                color="dark"
                onClick={openPanel}
                onPointerEnter={() => void loadPanel()}
                onFocus={() => void loadPanel()}
              >
                <FormattedMessage id="cookie.settings" />
              </Button>
              <Button variant="default" onClick={() => save(ONLY_NECESSARY)}>
                <FormattedMessage id="cookie.reject" />
              </Button>
              <Button onClick={() => save(ALL_ACCEPTED)}>
                <FormattedMessage id="cookie.acceptAll" />
              </Button>
            </Group>
          </Stack>
        </section>
      )}
      {panelLoaded && (
        <Suspense fallback={null}>
          <CookieSettingsPanel opened={panelOpen} onClose={closePanel} onSave={save} />
        </Suspense>
      )}
    </>
  );
}

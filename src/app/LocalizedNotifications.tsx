import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ToastRegionContext } from './toast-region.ts';
import classes from './toasts.module.css';

/** Spec 000 section 9: the hotkey that moves focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

/**
 * The stack's code (Mantine's notifications, transitions) loads after hydration: toasts only
 * follow the visitor's actions, and one shown before is kept by the store until it is there.
 */
const ToastStack = lazy(() => import('./ToastStack.tsx'));

/**
 * The toasts of the public site and the admin (spec 000 section 9): one at a time, 5 s by
 * default, at the top centre, in a labelled region that F8 focuses (as Radix's toast viewport
 * does) so that keyboard users reach the close button with Tab; Escape closes the focused toast
 * and focus goes back where it was before F8. While focus is in the region, no toast closes by
 * itself. Each toast closes when swiped 50 px to the right (./Toast.tsx).
 */
export function LocalizedNotifications() {
  const intl = useIntl();
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const element = region.current;
      if (!element) return;
      event.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !element.contains(active)) returnFocus.current = active;
      element.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const restoreFocus = useCallback(() => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected && target !== document.body) target.focus();
    else region.current?.focus();
  }, []);
  const state = useMemo(() => ({ focused, restoreFocus }), [focused, restoreFocus]);

  return (
    // A labelled <section> is a region landmark.
    <section
      ref={region}
      aria-label={intl.formatMessage({ id: 'toast.region' }, { hotkey: TOAST_HOTKEY })}
      aria-keyshortcuts={TOAST_HOTKEY}
      tabIndex={-1}
      className={classes.region}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ToastRegionContext value={state}>
        <ClientOnly>
          <Suspense fallback={null}>
            <ToastStack />
          </Suspense>
        </ClientOnly>
      </ToastRegionContext>
    </section>
  );
}

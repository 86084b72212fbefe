import { Notification } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import { type KeyboardEvent, type PointerEvent, useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ToastRegionContext } from './toast-region.ts';
import { swipeCloses, swipeIntentOf, swipeOffsetOf } from './toast-swipe.ts';
import classes from './toasts.module.css';

/** The slide out after a swipe; then the toast is removed (Mantine's own exit follows). */
const SWIPE_OUT_MS = 150;

type Press = { pointerId: number; x: number; y: number; swiping: boolean };

/** Changes only the auto-close of a shown toast (update merges, so no other field is touched). */
function setAutoClose(id: string, autoClose: NotificationData['autoClose']): void {
  notifications.update({ id, autoClose } as NotificationData);
}

/**
 * One toast: Mantine's Notification with a close button named in the visitor's language, that
 * closes when swiped at least 50 px to the right (physical right, in Arabic too) and snaps back
 * when swiped less, and with Escape while focus is in it. Its auto-close waits while focus is in
 * the toast region (F8) or while it is dragged.
 */
export function Toast({ data }: { data: NotificationData }) {
  const intl = useIntl();
  const region = useContext(ToastRegionContext);
  const id = data.id ?? '';
  const root = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<'rest' | 'dragging' | 'swiped'>('rest');
  const closable = data.allowClose !== false;

  const swipeOut = useRef(0);
  useEffect(() => () => window.clearTimeout(swipeOut.current), []);

  const close = () => {
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    notifications.hide(id);
    if (hadFocus) region.restoreFocus();
  };

  // Paused: Mantine's timer is switched off and comes back with the toast's own setting.
  const paused = region.focused || phase === 'dragging';
  const ownAutoClose = useRef(data.autoClose);
  useEffect(() => {
    if (!paused) return;
    setAutoClose(id, false);
    return () => setAutoClose(id, ownAutoClose.current);
  }, [paused, id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!closable || phase === 'swiped') return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The close button (and any link) keeps its own click.
    if (event.target instanceof Element && event.target.closest('button, a, input, select, textarea')) return;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, swiping: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.swiping) {
      const intent = swipeIntentOf(dx, event.clientY - current.y, event.pointerType);
      if (intent === 'undecided') return;
      if (intent === 'other') {
        press.current = null;
        return;
      }
      current.swiping = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      window.getSelection()?.removeAllRanges();
      setPhase('dragging');
    }
    setOffset(swipeOffsetOf(dx));
  };
  const endPress = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.swiping) return;
    if (!cancelled && swipeCloses(event.clientX - current.x)) {
      setPhase('swiped');
      swipeOut.current = window.setTimeout(close, SWIPE_OUT_MS);
    } else {
      setOffset(0);
      setPhase('rest');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !closable) return;
    event.stopPropagation();
    close();
  };

  return (
    <Notification
      ref={root}
      // The live region is Mantine's wrapper around this toast (role alert); no second one here.
      role="none"
      className={classes.toast}
      style={{ '--toast-swipe-offset': `${offset}px` }}
      data-swipe={phase === 'rest' ? undefined : phase}
      title={data.title}
      color={data.color}
      icon={data.icon}
      loading={data.loading}
      radius={data.radius}
      withBorder={data.withBorder}
      loaderProps={data.loaderProps}
      withCloseButton={closable && data.withCloseButton !== false}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }), ...data.closeButtonProps }}
      onClose={close}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endPress(event, false)}
      onPointerCancel={(event) => endPress(event, true)}
      onKeyDown={onKeyDown}
      // Description text dark enough for WCAG AA.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      {data.message}
    </Notification>
  );
}

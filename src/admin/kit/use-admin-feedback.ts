import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { ApiError } from '../../lib/api-request.ts';
import { adminTrpc } from './admin-trpc.ts';

/** The status of a failed call, from tRPC or from a REST upload. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof TRPCClientError) return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return undefined;
}

/** The server's own message of a failed call ({ message } body), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return error.message || undefined;
  if (error instanceof ApiError) {
    try {
      return (JSON.parse(error.body) as { message?: string }).message;
    } catch {
      return error.body || undefined;
    }
  }
  return undefined;
}

/** "{status}: {text}", the error form of spec 001 section 8. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `${error.status}: ${serverMessage(error) ?? error.body}`;
  const status = errorStatus(error);
  const message = serverMessage(error) ?? String(error);
  return status ? `${status}: ${message}` : message;
}

/**
 * Toasts of the admin screens, and what follows a write: every cached query is refreshed
 * (admin lists and the public site's data alike, so a change shows at once), and a 401 sends
 * the access check round again (the gate then shows 'Unauthorized' and goes to /api/login).
 */
export function useAdminFeedback() {
  const intl = useIntl();
  const utils = adminTrpc.useUtils();

  const success = useCallback(
    (messageId: MessageId = 'admin.common.saved', values?: Record<string, string | number>) => {
      // One toast at a time: drop waiting ones so a quick series of actions is not replayed late.
      notifications.cleanQueue();
      notifications.show({
        color: 'green',
        title: intl.formatMessage({ id: 'admin.common.successTitle' }),
        message: intl.formatMessage({ id: messageId }, values),
      });
    },
    [intl],
  );

  const failure = useCallback(
    (error: unknown, titleId: MessageId = 'admin.common.errorTitle') => {
      if (errorStatus(error) === 401) {
        // The session ended: the access check says so ('Unauthorized') and goes to the login.
        void utils.auth.session.invalidate();
        return;
      }
      notifications.cleanQueue();
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: titleId }),
        message: describeFailure(error),
      });
    },
    [intl, utils],
  );

  /** After a successful write: refresh everything cached (cheap; the admin is one person). */
  const refreshAll = useCallback(() => utils.invalidate(), [utils]);

  /** The options of a plain write's mutation: its toast and the refresh on success, else the failure. */
  const writeHandlers = useCallback(
    (messageId: MessageId, values?: Record<string, string | number>) => ({
      onSuccess: () => {
        success(messageId, values);
        void refreshAll();
      },
      onError: (error: unknown) => failure(error),
    }),
    [success, failure, refreshAll],
  );

  /**
   * The options of a write that answers with the saved item: `show` puts it into the cached
   * lists at once (before they refetch), then the toast and the refresh; else the failure.
   */
  const savedItemHandlers = useCallback(
    <Item>(messageId: MessageId, show: (saved: Item) => void) => ({
      onSuccess: (saved: Item) => {
        show(saved);
        success(messageId);
        void refreshAll();
      },
      onError: (error: unknown) => failure(error),
    }),
    [success, failure, refreshAll],
  );

  return useMemo(
    () => ({ success, failure, refreshAll, writeHandlers, savedItemHandlers }),
    [success, failure, refreshAll, writeHandlers, savedItemHandlers],
  );
}

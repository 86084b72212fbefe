import { notifications } from '@mantine/notifications';
import { createElement, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import type { ContentText } from './content-texts.ts';
import { UndoToastMessage } from './UndoToastMessage.tsx';

/** Long enough to reach the undo button; the usual toast closes after 5 s. */
const UNDO_TOAST_MS = 10_000;

/** Numbers the undo toasts: each deletion has its own, even of the same key. */
let deletions = 0;
let undoToastId: string | null = null;

/**
 * Closes the undo toast, if one is shown: the next action's toast then shows at once instead
 * of waiting behind it (toasts show one at a time).
 */
export function dismissUndoToast(): void {
  if (undoToastId) notifications.hide(undoToastId);
  undoToastId = null;
}

/** One language's change of a text: a new value for an entry, or a first entry. */
export type TextChange = { language: Language; value: string; entry?: ContentEntryOutput };

/**
 * The editor's writes through the existing procedures (content.admin.create/update/delete), run
 * together for the languages of one text. Deleting asks nothing (spec 001 section 5) but its
 * toast offers an undo that writes the deleted entries again.
 */
export function useContentWrites() {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const { client } = adminTrpc.useUtils();

  const save = useCallback(
    async (key: string, changes: readonly TextChange[]): Promise<boolean> => {
      const results = await Promise.allSettled(
        changes.map(({ language, value, entry }) =>
          entry
            ? client.content.admin.update.mutate({ id: entry.id, value })
            : client.content.admin.create.mutate({ key, value, language }),
        ),
      );
      void feedback.refreshAll();
      const failed = results.find((result) => result.status === 'rejected');
      dismissUndoToast();
      if (failed) {
        feedback.failure(failed.reason);
        return false;
      }
      feedback.success('admin.content.updated');
      return true;
    },
    [client, feedback],
  );

  const restore = useCallback(
    async (key: string, entries: readonly ContentEntryOutput[]) => {
      const results = await Promise.allSettled(
        entries.map(({ value, language }) => client.content.admin.create.mutate({ key, value, language })),
      );
      void feedback.refreshAll();
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) feedback.failure(failed.reason);
      else feedback.success('admin.content.restored', { key });
    },
    [client, feedback],
  );

  const remove = useCallback(
    async (text: ContentText) => {
      // The key's entries as the server has them now: the loaded pages of the five languages
      // may be mid-refresh (just after an undo), and every language must go and come back.
      let entries: ContentEntryOutput[];
      try {
        const found = await Promise.all(
          LANGUAGES.map((language) => client.content.admin.list.query({ language, key: text.key, pageSize: 1 })),
        );
        entries = found.flatMap((page) => page.items);
      } catch (error) {
        feedback.failure(error);
        return;
      }
      const results = await Promise.allSettled(entries.map(({ id }) => client.content.admin.delete.mutate({ id })));
      void feedback.refreshAll();
      const deleted = entries.filter((_, index) => results[index]?.status === 'fulfilled');
      const failed = results.find((result) => result.status === 'rejected');
      if (deleted.length === 0) {
        if (failed) feedback.failure(failed.reason);
        return;
      }
      // The toast lives outside the admin's providers: its texts are formatted here. It replaces
      // any toast on screen (one at a time): the undo must be reachable at once, not queued.
      deletions += 1;
      const id = `content-deleted-${deletions}`;
      undoToastId = id;
      notifications.clean();
      notifications.show({
        id,
        color: failed ? 'orange' : 'green',
        autoClose: UNDO_TOAST_MS,
        title: intl.formatMessage({ id: 'admin.common.successTitle' }),
        message: createElement(UndoToastMessage, {
          text: intl.formatMessage(
            { id: failed ? 'admin.content.deletedPartly' : 'admin.content.deleted' },
            { label: text.label, count: deleted.length },
          ),
          undoLabel: intl.formatMessage({ id: 'admin.content.undo' }),
          onUndo: () => {
            dismissUndoToast();
            void restore(text.key, deleted);
          },
        }),
      });
    },
    [client, feedback, intl, restore],
  );

  return useMemo(() => ({ save, remove }), [save, remove]);
}

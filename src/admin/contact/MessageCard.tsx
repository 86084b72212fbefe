import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { phoneDigits } from '../../app/use-site-settings.ts';
import type { AdminContactMessage } from '../../shared/admin-inbox.ts';
import type { ContactStatus } from '../../shared/contact.ts';
import { MIN_FILL_TIME_MS } from '../../shared/contact.ts';
import { LANGUAGE_CATALOGUE } from '../../shared/languages.ts';
import { formatAdminDate } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { MetaItem } from '../kit/MetaItem.tsx';
import { withItemReplaced } from '../kit/paged-items.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import classes from './contact.module.css';
import { STATUS_COLOR, STATUS_OPTIONS, statusMessageId } from './contact-status.ts';

function languageName(code: string | null): string | null {
  if (!code) return null;
  return LANGUAGE_CATALOGUE.find((entry) => entry.code === code)?.nativeName ?? code;
}

const MIN_FILL_SECONDS = MIN_FILL_TIME_MS / 1000;

/** One contact message: who, how to reach them, what they wrote, its status (saved at once) and delete. */
export function MessageCard({ message }: { message: AdminContactMessage }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const utils = adminTrpc.useUtils();
  const setStatus = adminTrpc.contact.admin.setStatus.useMutation(
    feedback.savedItemHandlers('admin.contact.statusSaved', (updated: AdminContactMessage) =>
      utils.contact.admin.messages.setQueriesData(undefined, {}, withItemReplaced(updated)),
    ),
  );
  const remove = adminTrpc.contact.admin.deleteMessage.useMutation(feedback.writeHandlers('admin.common.deleted'));

  const status = setStatus.isPending ? setStatus.variables.status : message.status;
  const headingId = `contact-message-${message.id}`;
  const language = languageName(message.language);

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div className={classes.minWidth}>
            <Title order={2} size="h5" id={headingId} className={classes.wrap}>
              <span dir="auto">{message.name}</span>
            </Title>
            <Text size="xs" c="dimmed">
              <span dir="ltr">{formatAdminDate(message.createdAt)}</span>
            </Text>
          </div>
          <Badge color={STATUS_COLOR[message.status]} variant="light">
            <FormattedMessage id={statusMessageId(message.status)} />
          </Badge>
        </Group>

        <dl className={classes.meta}>
          <MetaItem labelId="admin.contact.email">
            <Anchor href={`mailto:${message.email}`} dir="ltr" size="sm">
              {message.email}
            </Anchor>
          </MetaItem>
          <MetaItem labelId="admin.contact.phone">
            <Anchor href={`tel:${phoneDigits(message.phone)}`} dir="ltr" size="sm">
              {message.phone}
            </Anchor>
          </MetaItem>
          <MetaItem labelId="admin.contact.subject">
            <span dir="auto">{message.subject}</span>
          </MetaItem>
          {message.packageName && (
            <MetaItem labelId="admin.contact.package">
              <span dir="auto">{message.packageName}</span>
            </MetaItem>
          )}
          {language && <MetaItem labelId="admin.contact.messageLanguage">{language}</MetaItem>}
          {message.page && (
            <MetaItem labelId="admin.contact.page">
              <span dir="ltr">{message.page}</span>
            </MetaItem>
          )}
          {message.status === 'spam' && message.spamReason && (
            <MetaItem labelId="admin.contact.spamReason">
              <FormattedMessage
                id={`admin.contact.spamReason.${message.spamReason}`}
                values={{ seconds: MIN_FILL_SECONDS }}
              />
            </MetaItem>
          )}
        </dl>

        {message.recommendation && (
          <div>
            <Text size="sm" c="dimmed" mb={4}>
              <FormattedMessage id="admin.contact.recommendation" />
            </Text>
            <Text size="sm" dir="auto" className={classes.messageText} data-testid="message-recommendation">
              {message.recommendation}
            </Text>
            {message.recommendationTr && (
              <>
                <Text size="sm" c="dimmed" mt="xs" mb={4}>
                  <FormattedMessage id="admin.contact.recommendationTr" />
                </Text>
                <Text
                  size="sm"
                  lang="tr"
                  dir="ltr"
                  className={classes.messageText}
                  data-testid="message-recommendation-tr"
                >
                  {message.recommendationTr}
                </Text>
              </>
            )}
          </div>
        )}

        {/* The visitor's own text keeps its own direction inside a right-to-left page. */}
        <Text size="sm" dir="auto" className={classes.messageText}>
          {message.message}
        </Text>

        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={intl.formatMessage({ id: 'admin.contact.status' })}
            size="xs"
            w={180}
            value={status}
            disabled={setStatus.isPending}
            onChange={(event) =>
              setStatus.mutate({ id: message.id, status: event.currentTarget.value as ContactStatus })
            }
            data={STATUS_OPTIONS.map((value) => ({
              value,
              label: intl.formatMessage({ id: statusMessageId(value) }),
            }))}
          />
          {/* Not spam goes back to new: a rescued message is a lead nobody has answered yet. */}
          <Button
            size="xs"
            variant="light"
            color={message.status === 'spam' ? 'teal' : 'red'}
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: message.id, status: message.status === 'spam' ? 'new' : 'spam' })}
          >
            <FormattedMessage id={message.status === 'spam' ? 'admin.contact.notSpam' : 'admin.contact.markSpam'} />
          </Button>
          <ConfirmDeleteButton
            onConfirm={() => remove.mutate({ id: message.id })}
            loading={remove.isPending}
            itemLabel={`${message.name} — ${message.subject}`}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookCreatedOutput,
  type WebhookEvent,
  type WebhookOutput,
  webhookCreateSchema,
} from '../../shared/webhooks.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { DialogFormButtons } from '../kit/FormButtons.tsx';
import { FormModal } from '../kit/FormModal.tsx';
import { useRuleErrors } from '../kit/rule-errors.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { EVENT_TEXTS } from './webhook-texts.ts';

type Props = {
  /** The endpoint to edit; none: a new one. */
  webhook?: WebhookOutput;
  onClose: () => void;
  onCreated: (created: WebhookCreatedOutput) => void;
};

/** Add or edit an endpoint: its address, the events it receives (in plain words) and a description. */
export function WebhookFormModal({ webhook, onClose, onCreated }: Props) {
  const intl = useIntl();
  return (
    <FormModal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: webhook ? 'admin.webhooks.formTitleEdit' : 'admin.webhooks.formTitleAdd' })}
    >
      <WebhookForm webhook={webhook} onCancel={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function WebhookForm({
  webhook,
  onCancel,
  onCreated,
}: { webhook?: WebhookOutput } & Pick<Props, 'onCreated'> & {
    onCancel: () => void;
  }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const rules = useRuleErrors();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedChanges(
    url !== (webhook?.url ?? '') ||
      description !== (webhook?.description ?? '') ||
      events.join() !== (webhook?.events ?? []).join(),
  );
  const onError = (error: unknown) => {
    const fields = rules.serverErrors(error);
    setErrors(fields);
    if (Object.keys(fields).length === 0) feedback.failure(error);
  };
  const create = adminTrpc.webhooks.admin.create.useMutation({
    onSuccess: (created) => {
      feedback.success('admin.webhooks.savedToast');
      void feedback.refreshAll();
      onCreated(created);
    },
    onError,
  });
  const update = adminTrpc.webhooks.admin.update.useMutation({
    onSuccess: () => {
      feedback.success('admin.webhooks.savedToast');
      void feedback.refreshAll();
      onCancel();
    },
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { url: url.trim(), events: events as WebhookEvent[], description: description.trim() };
    const found = rules.fieldErrors(webhookCreateSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (webhook) update.mutate({ id: webhook.id, ...input });
    else create.mutate(input);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'admin.webhooks.url' })}
          description={intl.formatMessage({ id: 'admin.webhooks.urlHint' })}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          maxLength={WEBHOOK_URL_MAX}
          error={errors.url}
          dir="ltr"
          type="url"
          placeholder="https://crm.example.com/webhooks"
          required
          data-autofocus
        />
        <Checkbox.Group
          label={intl.formatMessage({ id: 'admin.webhooks.events' })}
          value={events}
          onChange={setEvents}
          error={errors.events}
          required
        >
          <Stack gap="sm" mt="xs">
            {WEBHOOK_EVENTS.map((name) => (
              <Checkbox
                key={name}
                value={name}
                label={intl.formatMessage({ id: EVENT_TEXTS[name].label })}
                description={intl.formatMessage({ id: EVENT_TEXTS[name].hint })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label={intl.formatMessage({ id: 'admin.webhooks.description' })}
          description={intl.formatMessage({ id: 'admin.webhooks.descriptionHint' })}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={500}
          error={errors.description}
        />
      </Stack>
      <DialogFormButtons
        saving={create.isPending || update.isPending}
        onCancel={onCancel}
        submitId={webhook ? 'admin.common.save' : 'admin.webhooks.create'}
      />
    </form>
  );
}

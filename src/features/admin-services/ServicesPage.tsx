import { Button } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import type { AdminService } from '../../shared/admin-catalog.ts';
import { CatalogItem } from '../admin-catalog/CatalogItem.tsx';
import classes from '../admin-catalog/catalog.module.css';
import { EmptyList } from '../admin-catalog/EmptyList.tsx';
import { FormModal } from '../admin-catalog/FormModal.tsx';
import { LanguageBadges, StatusBadges } from '../admin-catalog/StatusBadges.tsx';
import { AdminPage, QueryState } from '../admin-shell/AdminPage.tsx';
import { ConfirmDeleteButton } from '../admin-shell/ConfirmDeleteButton.tsx';
import { useAdminFeedback } from '../admin-shell/use-admin-feedback.ts';
import { ServiceForm } from './ServiceForm.tsx';
import { ServiceTextsEditor } from './ServiceTextsEditor.tsx';

/** What the dialog shows: the add form, the edit form, or a service's per-language texts. */
type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'texts'; id: number } | null;

/** Services (spec 001 section 2): list with badges, add, edit, delete, per-language texts. */
export function ServicesPage() {
  const intl = useIntl();
  const list = trpc.services.admin.list.useQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // The dialog reads the service from the list, so it shows what a save brought back.
  const current = dialog && dialog.kind !== 'create' ? list.data?.find((item) => item.id === dialog.id) : undefined;

  return (
    <AdminPage
      titleId="admin.nav.services"
      descriptionId="admin.services.description"
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <FormattedMessage id="admin.services.add" />
        </Button>
      }
    >
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyList messageId="admin.services.empty" />
      ) : (
        <ul className={classes.list} aria-label={intl.formatMessage({ id: 'admin.services.listLabel' })}>
          {list.data.map((service) => (
            <ServiceItem
              key={service.id}
              service={service}
              onEdit={() => setDialog({ kind: 'edit', id: service.id })}
              onTexts={() => setDialog({ kind: 'texts', id: service.id })}
            />
          ))}
        </ul>
      )}
      <FormModal
        opened={dialog !== null && (dialog.kind === 'create' || current !== undefined)}
        onClose={close}
        title={
          dialog?.kind === 'texts' ? (
            <FormattedMessage id="admin.catalog.textsTitle" values={{ title: current?.title }} />
          ) : (
            <FormattedMessage id={dialog?.kind === 'edit' ? 'admin.services.editTitle' : 'admin.services.add'} />
          )
        }
      >
        {dialog?.kind === 'create' && <ServiceForm service={null} onDone={close} />}
        {dialog?.kind === 'edit' && current && <ServiceForm key={current.id} service={current} onDone={close} />}
        {dialog?.kind === 'texts' && current && <ServiceTextsEditor service={current} onClose={close} />}
      </FormModal>
    </AdminPage>
  );
}

function ServiceItem({ service, onEdit, onTexts }: { service: AdminService; onEdit: () => void; onTexts: () => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const remove = trpc.services.admin.delete.useMutation({
    onSuccess: () => {
      feedback.success('admin.common.deleted');
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error),
  });
  const name = service.title || service.slug;
  return (
    <CatalogItem
      id={service.id}
      kind="service"
      title={name}
      slug={service.slug}
      description={service.description}
      media={<ServiceIcon name={service.icon} size={26} />}
      badges={<StatusBadges isActive={service.isActive} featured={service.featured} />}
      actions={
        <>
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={intl.formatMessage({ id: 'admin.catalog.editLabel' }, { title: name })}
          >
            <FormattedMessage id="admin.common.edit" />
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            onClick={onTexts}
            aria-label={intl.formatMessage({ id: 'admin.catalog.textsLabel' }, { title: name })}
          >
            <FormattedMessage id="admin.catalog.texts" />
          </Button>
          <ConfirmDeleteButton
            onConfirm={() => remove.mutate({ id: service.id })}
            loading={remove.isPending}
            itemLabel={name}
            aria-label={intl.formatMessage({ id: 'admin.catalog.deleteLabel' }, { title: name })}
          />
        </>
      }
    >
      <LanguageBadges languages={service.languages} />
    </CatalogItem>
  );
}

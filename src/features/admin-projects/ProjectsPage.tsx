import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pill.css';
import { Badge, Button, Group, Pill } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import type { AdminProject } from '../../shared/admin-catalog.ts';
import { CatalogItem } from '../admin-catalog/CatalogItem.tsx';
import classes from '../admin-catalog/catalog.module.css';
import { EmptyList } from '../admin-catalog/EmptyList.tsx';
import { FormModal } from '../admin-catalog/FormModal.tsx';
import { LanguageBadges, StatusBadges } from '../admin-catalog/StatusBadges.tsx';
import { AdminPage, QueryState } from '../admin-shell/AdminPage.tsx';
import { ConfirmDeleteButton } from '../admin-shell/ConfirmDeleteButton.tsx';
import { useAdminFeedback } from '../admin-shell/use-admin-feedback.ts';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectTextsEditor } from './ProjectTextsEditor.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'texts'; id: number } | null;

/** Projects (spec 001 section 2): list with badges, add, edit, delete, per-language texts. */
export function ProjectsPage() {
  const intl = useIntl();
  const list = trpc.projects.admin.list.useQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const current = dialog && dialog.kind !== 'create' ? list.data?.find((item) => item.id === dialog.id) : undefined;
  const categories = [...new Set((list.data ?? []).map((project) => project.category).filter(Boolean))];

  return (
    <AdminPage
      titleId="admin.nav.projects"
      descriptionId="admin.projects.description"
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <FormattedMessage id="admin.projects.add" />
        </Button>
      }
    >
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyList messageId="admin.projects.empty" />
      ) : (
        <ul className={classes.list} aria-label={intl.formatMessage({ id: 'admin.projects.listLabel' })}>
          {list.data.map((project) => (
            <ProjectItem
              key={project.id}
              project={project}
              onEdit={() => setDialog({ kind: 'edit', id: project.id })}
              onTexts={() => setDialog({ kind: 'texts', id: project.id })}
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
            <FormattedMessage id={dialog?.kind === 'edit' ? 'admin.projects.editTitle' : 'admin.projects.add'} />
          )
        }
      >
        {dialog?.kind === 'create' && <ProjectForm project={null} categories={categories} onDone={close} />}
        {dialog?.kind === 'edit' && current && (
          <ProjectForm key={current.id} project={current} categories={categories} onDone={close} />
        )}
        {dialog?.kind === 'texts' && current && <ProjectTextsEditor project={current} onClose={close} />}
      </FormModal>
    </AdminPage>
  );
}

function ProjectItem({ project, onEdit, onTexts }: { project: AdminProject; onEdit: () => void; onTexts: () => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const remove = trpc.projects.admin.delete.useMutation({
    onSuccess: () => {
      feedback.success('admin.common.deleted');
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error),
  });
  const name = project.title || project.slug;
  const category = project.category
    ? intl.formatMessage({ id: `portfolio.category.${project.category}`, defaultMessage: project.category })
    : null;
  return (
    <CatalogItem
      id={project.id}
      kind="project"
      title={name}
      slug={project.slug}
      description={project.description}
      media={<ProjectThumbnail src={project.imageUrl} />}
      badges={
        <>
          <StatusBadges isActive={project.isActive} featured={project.featured} />
          {category && (
            <Badge variant="outline" color="gray">
              {category}
            </Badge>
          )}
        </>
      }
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
            onConfirm={() => remove.mutate({ id: project.id })}
            loading={remove.isPending}
            itemLabel={name}
            aria-label={intl.formatMessage({ id: 'admin.catalog.deleteLabel' }, { title: name })}
          />
        </>
      }
    >
      {project.technologies.length > 0 && (
        <Group gap={4} mt={6} aria-label={intl.formatMessage({ id: 'admin.projects.technologies' })} role="list">
          {project.technologies.map((technology) => (
            <Pill key={technology} size="sm" dir="ltr" role="listitem">
              {technology}
            </Pill>
          ))}
        </Group>
      )}
      <LanguageBadges languages={project.languages} />
    </CatalogItem>
  );
}

/** The project picture, hidden when it fails to load (spec 001 section 2). */
function ProjectThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

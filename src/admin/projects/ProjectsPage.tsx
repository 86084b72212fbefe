import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pill.css';
import { Badge, Group, Pill } from '@mantine/core';
import { useIntl } from 'react-intl';
import { storedCodeName } from '../../i18n/message-ids.ts';
import type { AdminProject, AdminProjectContent } from '../../shared/admin-catalog.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItem } from '../kit/CatalogItem.tsx';
import { CatalogListPage } from '../kit/CatalogListPage.tsx';
import { useItemTexts } from '../kit/use-item-texts.ts';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectTextsEditor } from './ProjectTextsEditor.tsx';
import { ProjectThumbnail } from './ProjectThumbnail.tsx';

/** Projects (spec 001 section 2): list with badges, add, edit, delete, per-language texts. */
export function ProjectsPage() {
  const list = adminTrpc.projects.admin.list.useQuery();
  const categories = [...new Set((list.data ?? []).map((project) => project.category).filter(Boolean))];
  return (
    <CatalogListPage
      screen="projects"
      list={list}
      renderItem={(project, open) => (
        <ProjectItem key={project.id} project={project} onEdit={open.edit} onTexts={open.texts} />
      )}
      renderForm={(project, done) => (
        <ProjectFormWithTexts key={project?.id ?? 'new'} project={project} categories={categories} onDone={done} />
      )}
      renderTexts={(project, close) => <ProjectTextsEditor project={project} onClose={close} />}
    />
  );
}

function ProjectItem({ project, onEdit, onTexts }: { project: AdminProject; onEdit: () => void; onTexts: () => void }) {
  const intl = useIntl();
  const category = project.category ? storedCodeName(intl, 'portfolio.category', project.category) : null;
  return (
    <CatalogItem
      item={project}
      kind="project"
      media={<ProjectThumbnail src={project.imageUrl} />}
      badges={
        category && (
          <Badge variant="outline" color="gray">
            {category}
          </Badge>
        )
      }
      onEdit={onEdit}
      onTexts={onTexts}
      remove={adminTrpc.projects.admin.delete}
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
    </CatalogItem>
  );
}

/** The form once the project's texts in every language are loaded (a new project: at once). */
function ProjectFormWithTexts({
  project,
  categories,
  onDone,
}: {
  project: AdminProject | null;
  categories: string[];
  onDone: () => void;
}) {
  const { drafts, error, retry } = useItemTexts(
    adminTrpc.projects.admin,
    (row: AdminProjectContent) => row.projectId === project?.id,
    project !== null,
    { metricLabel: true },
  );
  if (!drafts) return <QueryState isPending={!error} error={error} onRetry={retry} />;
  return <ProjectForm project={project} texts={drafts} categories={categories} onDone={onDone} />;
}

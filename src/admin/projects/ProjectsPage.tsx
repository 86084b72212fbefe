import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pill.css';
import { Badge, Group, Pill } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProject } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItem } from '../kit/CatalogItem.tsx';
import { CatalogItemActions } from '../kit/CatalogItemActions.tsx';
import { CatalogListPage } from '../kit/CatalogListPage.tsx';
import { LanguageBadges, StatusBadges } from '../kit/StatusBadges.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectTextsEditor } from './ProjectTextsEditor.tsx';

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
        <ProjectForm key={project?.id ?? 'new'} project={project} categories={categories} onDone={done} />
      )}
      renderTexts={(project, close) => <ProjectTextsEditor project={project} onClose={close} />}
    />
  );
}

function ProjectItem({ project, onEdit, onTexts }: { project: AdminProject; onEdit: () => void; onTexts: () => void }) {
  const intl = useIntl();
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
        <CatalogItemActions
          id={project.id}
          kind="project"
          name={name}
          onEdit={onEdit}
          onTexts={onTexts}
          remove={adminTrpc.projects.admin.delete}
        />
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

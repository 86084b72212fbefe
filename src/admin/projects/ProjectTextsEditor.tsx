import type { AdminProject, AdminProjectContent } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogTextsEditor } from '../kit/CatalogTextsEditor.tsx';

/** A project's title, description and features per language (projects.admin.contents/saveContent). */
export function ProjectTextsEditor({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  return (
    <CatalogTextsEditor
      procedures={adminTrpc.projects.admin}
      presentLanguages={project.languages}
      isItemRow={(row: AdminProjectContent) => row.projectId === project.id}
      saveInput={(language, texts) => ({ id: project.id, language, ...texts })}
      onClose={onClose}
    />
  );
}

import { useState } from 'react';
import type { AdminProject } from '../../shared/admin-catalog.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { type LocalizedTexts, LocalizedTextsEditor } from '../kit/LocalizedTextsEditor.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/** A project's title, description and features per language (projects.admin.contents/saveContent). */
export function ProjectTextsEditor({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  const feedback = useAdminFeedback();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const contents = adminTrpc.projects.admin.contents.useQuery({ language });
  const turkish = adminTrpc.projects.admin.contents.useQuery({ language: DEFAULT_LANGUAGE });
  const pick = (rows: typeof contents.data): LocalizedTexts | null | undefined =>
    rows && (rows.find((row) => row.projectId === project.id) ?? null);
  const save = adminTrpc.projects.admin.saveContent.useMutation({
    onSuccess: () => {
      feedback.success('admin.catalog.textsSaved');
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error),
  });
  return (
    <LocalizedTextsEditor
      language={language}
      onLanguageChange={setLanguage}
      presentLanguages={project.languages}
      texts={pick(contents.data)}
      turkish={pick(turkish.data)}
      isPending={contents.isPending}
      error={contents.error}
      onRetry={() => void contents.refetch()}
      saving={save.isPending}
      onSave={(texts) => save.mutate({ id: project.id, language, ...texts })}
      onClose={onClose}
    />
  );
}

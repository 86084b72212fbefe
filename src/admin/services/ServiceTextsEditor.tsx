import { useState } from 'react';
import type { AdminService } from '../../shared/admin-catalog.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { type LocalizedTexts, LocalizedTextsEditor } from '../kit/LocalizedTextsEditor.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/** A service's title, description and features per language (services.admin.contents/saveContent). */
export function ServiceTextsEditor({ service, onClose }: { service: AdminService; onClose: () => void }) {
  const feedback = useAdminFeedback();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const contents = adminTrpc.services.admin.contents.useQuery({ language });
  const turkish = adminTrpc.services.admin.contents.useQuery({ language: DEFAULT_LANGUAGE });
  const pick = (rows: typeof contents.data): LocalizedTexts | null | undefined =>
    rows && (rows.find((row) => row.serviceId === service.id) ?? null);
  const save = adminTrpc.services.admin.saveContent.useMutation({
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
      presentLanguages={service.languages}
      texts={pick(contents.data)}
      turkish={pick(turkish.data)}
      isPending={contents.isPending}
      error={contents.error}
      onRetry={() => void contents.refetch()}
      saving={save.isPending}
      onSave={(texts) => save.mutate({ serviceId: service.id, language, ...texts })}
      onClose={onClose}
    />
  );
}

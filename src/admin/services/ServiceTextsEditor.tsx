import type { AdminService, AdminServiceContent } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogTextsEditor } from '../kit/CatalogTextsEditor.tsx';

/** A service's title, description and features per language (services.admin.contents/saveContent). */
export function ServiceTextsEditor({ service, onClose }: { service: AdminService; onClose: () => void }) {
  return (
    <CatalogTextsEditor
      procedures={adminTrpc.services.admin}
      presentLanguages={service.languages}
      isItemRow={(row: AdminServiceContent) => row.serviceId === service.id}
      saveInput={(language, texts) => ({ serviceId: service.id, language, ...texts })}
      onClose={onClose}
    />
  );
}

import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import type { AdminService, AdminServiceContent } from '../../shared/admin-catalog.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItem } from '../kit/CatalogItem.tsx';
import { CatalogListPage } from '../kit/CatalogListPage.tsx';
import { useItemTexts } from '../kit/use-item-texts.ts';
import { ServiceForm } from './ServiceForm.tsx';
import { ServiceTextsEditor } from './ServiceTextsEditor.tsx';

/** Services (spec 001 section 2): list with badges, add, edit, delete, per-language texts. */
export function ServicesPage() {
  const list = adminTrpc.services.admin.list.useQuery();
  return (
    <CatalogListPage
      screen="services"
      list={list}
      renderItem={(service, open) => (
        <ServiceItem key={service.id} service={service} onEdit={open.edit} onTexts={open.texts} />
      )}
      renderForm={(service, done) => (
        <ServiceFormWithTexts key={service?.id ?? 'new'} service={service} onDone={done} />
      )}
      renderTexts={(service, close) => <ServiceTextsEditor service={service} onClose={close} />}
    />
  );
}

function ServiceItem({ service, onEdit, onTexts }: { service: AdminService; onEdit: () => void; onTexts: () => void }) {
  return (
    <CatalogItem
      item={service}
      kind="service"
      media={<ServiceIcon name={service.icon} size={26} />}
      onEdit={onEdit}
      onTexts={onTexts}
      remove={adminTrpc.services.admin.delete}
    />
  );
}

/** The form once the service's texts in every language are loaded (a new service: at once). */
function ServiceFormWithTexts({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const { drafts, error, retry } = useItemTexts(
    adminTrpc.services.admin,
    (row: AdminServiceContent) => row.serviceId === service?.id,
    service !== null,
  );
  if (!drafts) return <QueryState isPending={!error} error={error} onRetry={retry} />;
  return <ServiceForm service={service} texts={drafts} onDone={onDone} />;
}

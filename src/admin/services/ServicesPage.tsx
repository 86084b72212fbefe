import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import type { AdminService } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItem } from '../kit/CatalogItem.tsx';
import { CatalogListPage } from '../kit/CatalogListPage.tsx';
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
      renderForm={(service, done) => <ServiceForm key={service?.id ?? 'new'} service={service} onDone={done} />}
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

import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import type { AdminService } from '../../shared/admin-catalog.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { CatalogItem } from '../kit/CatalogItem.tsx';
import { CatalogItemActions } from '../kit/CatalogItemActions.tsx';
import { CatalogListPage } from '../kit/CatalogListPage.tsx';
import { LanguageBadges, StatusBadges } from '../kit/StatusBadges.tsx';
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
        <CatalogItemActions
          id={service.id}
          kind="service"
          name={name}
          onEdit={onEdit}
          onTexts={onTexts}
          remove={adminTrpc.services.admin.delete}
        />
      }
    >
      <LanguageBadges languages={service.languages} />
    </CatalogItem>
  );
}

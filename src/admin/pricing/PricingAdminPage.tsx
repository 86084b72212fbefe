import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminPricingPackage } from '../../shared/admin-catalog.ts';
import { AdminPage, QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { PackageFormModal } from './PackageFormModal.tsx';
import { PackageTable } from './PackageTable.tsx';
import { PackageTextsModal } from './PackageTextsModal.tsx';
import { knownTypes } from './pricing-form.ts';

/** Pricing (spec 001 section 2): the packages, deleted without confirmation; plus create, edit and texts. */
export function PricingAdminPage() {
  const feedback = useAdminFeedback();
  const packages = adminTrpc.pricing.admin.list.useQuery();
  const [formTarget, setFormTarget] = useState<AdminPricingPackage | 'new' | null>(null);
  const [textsTarget, setTextsTarget] = useState<AdminPricingPackage | null>(null);
  const remove = adminTrpc.pricing.admin.delete.useMutation({
    onSuccess: () => {
      feedback.success('admin.pricing.deleted');
      void feedback.refreshAll();
    },
    // Spec 001 section 8 gives this failure in English.
    onError: (error) => feedback.failure(error, 'admin.pricing.deleteError'),
  });

  return (
    <AdminPage
      titleId="admin.nav.pricing"
      descriptionId="admin.pricing.description"
      actions={
        <Button onClick={() => setFormTarget('new')}>
          <FormattedMessage id="admin.pricing.add" />
        </Button>
      }
    >
      <QueryState isPending={packages.isPending} error={packages.error} onRetry={() => void packages.refetch()} />
      {packages.data &&
        (packages.data.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            <FormattedMessage id="admin.pricing.empty" />
          </Text>
        ) : (
          <PackageTable
            packages={packages.data}
            deletingId={remove.isPending && remove.variables ? Number(remove.variables.id) : null}
            onEdit={setFormTarget}
            onTexts={setTextsTarget}
            onDelete={(pkg) => remove.mutate({ id: pkg.id })}
          />
        ))}
      <PackageFormModal
        target={formTarget}
        types={knownTypes(packages.data ?? [])}
        onClose={() => setFormTarget(null)}
      />
      <PackageTextsModal pkg={textsTarget} onClose={() => setTextsTarget(null)} />
    </AdminPage>
  );
}

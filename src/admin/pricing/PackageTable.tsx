import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPricingPackage } from '../../shared/admin-catalog.ts';
import { AdminTableHead } from '../kit/AdminTableHead.tsx';
import { HistoryButton } from '../kit/HistoryButton.tsx';
import { RowButton } from '../kit/RowButton.tsx';
import { formatAdminPrice, packageTypeMessageId } from './pricing-form.ts';

type Props = {
  packages: AdminPricingPackage[];
  deletingId: number | null;
  onEdit: (pkg: AdminPricingPackage) => void;
  onTexts: (pkg: AdminPricingPackage) => void;
  onDelete: (pkg: AdminPricingPackage) => void;
};

/** Colours with 4.5:1 text contrast (Mantine's light green does not reach it). */
const ACTIVE_BADGE = { color: 'teal.9', variant: 'filled' } as const;
const INACTIVE_BADGE = { color: 'gray', variant: 'light', c: 'gray.8' } as const;

const COLUMNS = [
  'admin.pricing.col.name',
  'admin.pricing.col.slug',
  'admin.pricing.col.price',
  'admin.pricing.col.type',
  'admin.pricing.col.status',
  'admin.pricing.col.languages',
] as const;

/** The packages as a table; narrow screens scroll it sideways. */
export function PackageTable({ packages, deletingId, onEdit, onTexts, onDelete }: Props) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={intl.formatMessage({ id: 'admin.pricing.tableCaption' })}
      >
        <AdminTableHead columns={COLUMNS} actions />
        <Table.Tbody>
          {packages.map((pkg) => (
            <PackageRow
              key={pkg.id}
              pkg={pkg}
              deleting={deletingId === pkg.id}
              onEdit={onEdit}
              onTexts={onTexts}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PackageRow({
  pkg,
  deleting,
  onEdit,
  onTexts,
  onDelete,
}: Omit<Props, 'packages' | 'deletingId'> & { pkg: AdminPricingPackage; deleting: boolean }) {
  const intl = useIntl();
  const price = formatAdminPrice(pkg.price);
  const name = { name: pkg.name || pkg.slug };
  const typeId = packageTypeMessageId(pkg.type);
  const typeName = typeId ? intl.formatMessage({ id: typeId }) : pkg.type;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <Text fw={600} size="sm">
          {pkg.name || pkg.slug}
        </Text>
        {pkg.subtitle && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {pkg.subtitle}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Text size="sm" ff="monospace" dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
          {pkg.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        {price ? (
          <Text size="sm" fw={600} dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
            {price}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.pricing.onRequest" />
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ta="start">
          {typeName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {pkg.popular && (
            <Badge color="orange" variant="filled">
              <FormattedMessage id="admin.pricing.popular" />
            </Badge>
          )}
          <Badge {...(pkg.active ? ACTIVE_BADGE : INACTIVE_BADGE)}>
            <FormattedMessage id={pkg.active ? 'admin.common.active' : 'admin.common.inactive'} />
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" dir="ltr" ta="start">
          {pkg.languages.map((language) => language.toUpperCase()).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <RowButton
            textId="admin.common.edit"
            labelId="admin.pricing.editLabel"
            labelValues={name}
            onClick={() => onEdit(pkg)}
          />
          <RowButton
            textId="admin.pricing.texts"
            labelId="admin.pricing.textsLabel"
            labelValues={name}
            variant="default"
            onClick={() => onTexts(pkg)}
          />
          <HistoryButton kind="pricing" itemId={pkg.id} name={pkg.name || pkg.slug} />
          {/* No confirmation for packages (spec 001 section 5). */}
          <RowButton
            textId="admin.common.delete"
            labelId="admin.pricing.deleteLabel"
            labelValues={name}
            color="red"
            loading={deleting}
            onClick={() => onDelete(pkg)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

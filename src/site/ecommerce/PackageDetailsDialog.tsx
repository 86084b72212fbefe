import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Badge.css';
import { Button, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckList } from '../../components/CheckList.tsx';
import check from '../../components/check-list.module.css';
import { PackageBadgeLabel, PackagePrice } from '../../components/PackageParts.tsx';
import page from '../../components/page.module.css';
import { CheckIcon } from '../../components/ServiceIcon.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { deliveryDays, PACKAGE_DETAIL_FIELDS, packageDetailId, packageSearch } from '../../lib/package-info.ts';
import type { PublicPricingPackage } from '../../shared/catalog.ts';
import classes from './ecommerce.module.css';

const FEATURE_TILES = 8;
/**
 * The dialog's facts (spec 000 sections 2 and 9): this package's own delivery time and support as
 * the answer, the general ranges of section 2 (15-30 days, 1-2 years) beside them as "typically",
 * so the card and the dialog never contradict each other; hosting as section 2 has it.
 */
function packageFacts(pkg: PublicPricingPackage) {
  const typically = (id: 'ecommerce.package.duration_value' | 'ecommerce.package.support_value') => (
    <Text span size="xs" c="gray.7" display="block">
      <FormattedMessage id="ecommerce.package.typically" values={{ range: <FormattedMessage id={id} /> }} />
    </Text>
  );
  return [
    {
      label: 'ecommerce.package.duration',
      value: (
        <>
          <span>
            <FormattedMessage
              id="ecommerce.package.delivery_days"
              values={{ days: <span dir="ltr">{deliveryDays(pkg.slug)}</span> }}
            />
          </span>
          {typically('ecommerce.package.duration_value')}
        </>
      ),
    },
    {
      label: 'ecommerce.package.support',
      value: (
        <>
          <span>
            <FormattedMessage id={packageDetailId(pkg.slug, 'support')} />
          </span>
          {typically('ecommerce.package.support_value')}
        </>
      ),
    },
    { label: 'ecommerce.package.hosting', value: <FormattedMessage id="ecommerce.package.hosting_value" /> },
  ] as const;
}
/** The details list leaves out support: the facts above already answer it. */
const DIALOG_DETAIL_FIELDS = PACKAGE_DETAIL_FIELDS.filter((field) => field !== 'support');

type Props = { pkg: PublicPricingPackage; opened: boolean; onClose: () => void };

/** The package details dialog (loaded lazily on first use). */
export default function PackageDetailsDialog({ pkg, opened, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      centered
      title={<span className={classes.dialogTitle}>{pkg.content.title}</span>}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }) }}
    >
      <Stack gap="lg">
        <PackageBadgeLabel pkg={pkg} />
        <Text c="gray.7">{pkg.content.description}</Text>
        <dl className={classes.dialogFacts}>
          {packageFacts(pkg).map(({ label, value }) => (
            <div key={label}>
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="package-dialog-details">
          <Title order={3} id="package-dialog-details" className={classes.dialogHeading}>
            <FormattedMessage id="ecommerce.package.details_title" />
          </Title>
          <CheckList
            items={DIALOG_DETAIL_FIELDS}
            className={classes.featureList}
            render={(field) => <FormattedMessage id={packageDetailId(pkg.slug, field)} />}
          />
        </section>
        <section aria-labelledby="package-dialog-features">
          <Title order={3} id="package-dialog-features" className={classes.dialogHeading}>
            <FormattedMessage id="ecommerce.package.features_title" />
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" className={page.plainList}>
            {pkg.features.slice(0, FEATURE_TILES).map((feature) => (
              <li key={feature} className={classes.featureTile}>
                <CheckIcon className={check.icon} />
                <span>{feature}</span>
              </li>
            ))}
          </SimpleGrid>
        </section>
        <div className={classes.dialogFooter}>
          <div>
            <PackagePrice price={pkg.price} className={classes.price} />
            <Text size="xs" c="gray.7">
              <FormattedMessage id="ecommerce.package.one_time_payment" />
            </Text>
          </div>
          <Button
            color="orange"
            size="md"
            component={SiteLink}
            to={sitePath('/contact')}
            search={packageSearch(pkg.content.title)}
          >
            <FormattedMessage id="ecommerce.package.start_now" />
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}

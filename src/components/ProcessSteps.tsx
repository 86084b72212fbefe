import { SimpleGrid, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';
import { PageSection } from './PageSection.tsx';
import classes from './process-steps.module.css';

/** A step's texts. */
export type ProcessStep = { titleId: MessageId; textId: MessageId };

/**
 * A numbered process (01, 02, ...): the four steps of the services, service detail and software
 * pages, each a title and a text.
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ol" className={classes.steps}>
      {steps.map((step, index) => (
        <li key={step.titleId} className={classes.step}>
          {/* The list already numbers the steps for assistive technology. */}
          <span className={classes.stepNumber} dir="ltr" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Title order={3} className={classes.title}>
            <FormattedMessage id={step.titleId} />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id={step.textId} />
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A page's process as a muted section of its own: the form it takes on every page that has one. */
export function ProcessSection({
  id,
  titleId,
  subtitleId,
  steps,
}: {
  id: string;
  titleId: MessageId;
  subtitleId?: MessageId;
  steps: readonly ProcessStep[];
}) {
  return (
    <PageSection id={id} titleId={titleId} subtitleId={subtitleId} tone="muted">
      <ProcessSteps steps={steps} />
    </PageSection>
  );
}

import { SimpleGrid, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './process-steps.module.css';

/**
 * A numbered process (01, 02, ...): the four steps of the services, service detail and software
 * pages. Texts are `<prefix>.<step>.title` and `<prefix>.<step>.<textKey>`.
 */
export function ProcessSteps({
  steps,
  prefix,
  textKey = 'description',
}: {
  steps: readonly string[];
  prefix: string;
  textKey?: 'description' | 'text';
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ol" className={classes.steps}>
      {steps.map((step, index) => (
        <li key={step} className={classes.step}>
          {/* The list already numbers the steps for assistive technology. */}
          <span className={classes.stepNumber} dir="ltr" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Title order={3} className={classes.title}>
            <FormattedMessage id={`${prefix}.${step}.title`} />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id={`${prefix}.${step}.${textKey}`} />
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

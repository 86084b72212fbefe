import { FormattedMessage } from 'react-intl';
import type { PublicProject } from '../shared/catalog.ts';

type ProjectMetricProps = {
  metrics: PublicProject['metrics'];
  /** The card's own look: the paragraph, the figure and its label. */
  classNames: { root: string; value: string; label: string };
};

/** A project card's headline result: its first metric and the word "result"; nothing without one. */
export function ProjectMetric({ metrics, classNames }: ProjectMetricProps) {
  const metric = Object.values(metrics)[0];
  if (!metric) return null;
  return (
    <p className={classNames.root}>
      <span className={classNames.value} dir="ltr">
        {metric}
      </span>
      <span className={classNames.label}>
        <FormattedMessage id="portfolio.result" />
      </span>
    </p>
  );
}

import { FormattedMessage } from 'react-intl';
import type { PublicProject } from '../shared/catalog.ts';

type ProjectMetricProps = {
  metrics: PublicProject['metrics'];
  /** The project's own word in the language (issue 22); empty: the site's "Sonuç". */
  label?: string;
  /** The card's own look: the paragraph, the figure and its label. */
  classNames: { root: string; value: string; label: string };
};

/** A project card's headline result: its first metric and the word "result"; nothing without one. */
export function ProjectMetric({ metrics, label, classNames }: ProjectMetricProps) {
  const metric = Object.values(metrics)[0];
  if (!metric) return null;
  return (
    <p className={classNames.root}>
      <span className={classNames.value} dir="ltr">
        {metric}
      </span>
      <span className={classNames.label}>{label || <FormattedMessage id="portfolio.result" />}</span>
    </p>
  );
}

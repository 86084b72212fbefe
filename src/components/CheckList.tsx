import type { ReactNode } from 'react';
import classes from './check-list.module.css';
import { CheckIcon } from './ServiceIcon.tsx';

type CheckListProps<T extends string> = {
  /** Distinct lines (they are the keys). */
  items: readonly T[];
  /** The page's spacing around and between the lines. */
  className?: string;
  /** What a line shows; the line itself by default. */
  render?: (item: T) => ReactNode;
};

/** A list of features or facts, each behind a tick (service and package cards, package details). */
export function CheckList<T extends string>({ items, className, render }: CheckListProps<T>) {
  return (
    <ul className={className ? `${classes.list} ${className}` : classes.list}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon className={classes.icon} />
          <span>{render ? render(item) : item}</span>
        </li>
      ))}
    </ul>
  );
}

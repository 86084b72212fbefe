import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const BasicAnchor = forwardRef<HTMLAnchorElement, AnchorProps>((props, ref) => <a ref={ref} {...props} />);

const RouterAnchor = createLink(BasicAnchor);

/** A client-side link to a site path; `to` is a plain path so links may point at any page. */
export const SiteLink: LinkComponent<typeof BasicAnchor> = (props) => <RouterAnchor preload="intent" {...props} />;

/** Client-side navigation to any site path, typed loosely on purpose (paths come from data). */
export function sitePath(path: string): '/' {
  return path as '/';
}

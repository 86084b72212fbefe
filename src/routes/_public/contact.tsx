import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';

type ContactSearch = { package?: string };

export const Route = createFileRoute('/_public/contact')({
  staticData: pageHead('contact'),
  // ?package=<recommended package name> (spec 000 section 2); anything else is dropped.
  validateSearch: (search: Record<string, unknown>): ContactSearch => {
    const value = search.package;
    const name =
      typeof value === 'string' || typeof value === 'number'
        ? String(value)
            .replace(/[\r\n]+/g, ' ')
            .trim()
            .slice(0, 200)
        : '';
    return name ? { package: name } : {};
  },
  component: ContactRoute,
});

function ContactRoute() {
  const { package: packageName } = Route.useSearch();
  return <ContactPage packageName={packageName} />;
}

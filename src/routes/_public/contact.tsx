import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { parseQuoteSearch, type QuoteSearch } from '../../features/contact/quote-search.ts';

export const Route = createFileRoute('/_public/contact')({
  staticData: pageHead('contact'),
  // ?package=<recommended package name> (spec 000 section 2), ?services= and ?recommendation=
  // from the recommenders (issue 12); anything else is dropped.
  validateSearch: (search: Record<string, unknown>): QuoteSearch => parseQuoteSearch(search),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage quote={Route.useSearch()} />;
}

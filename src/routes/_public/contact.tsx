import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { parseQuoteSearch, type QuoteSearch } from '../../lib/quote-search.ts';
import { ContactPage } from '../../site/contact/ContactPage.tsx';

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

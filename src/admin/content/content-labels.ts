import type { IntlShape } from 'react-intl';
import type { AdminMessageId } from '../../i18n/all-catalogs.ts';
import { isMessageId } from '../../i18n/message-ids.ts';
import { type ContentPage, placeOfKey } from './content-places.ts';

/**
 * Readable names of the content store's pages, sections and key segments, from the admin catalog
 * (`admin.contentLabel.page.<page>`, `.place.<page>`, `.section.<section>`, `.word.<segment>`).
 * They are looked up by segments of keys that the store may grow: anything unknown falls back to
 * a humanized segment.
 */

/** A catalog text by id, or undefined when the catalog has none. */
export type LabelLookup = (id: string) => string | undefined;

/**
 * The labels of the admin's language, from react-intl's messages (AdminIntlProvider adds them);
 * remembered, as every search keystroke asks again for the names of hundreds of texts.
 */
export function contentLabelsOf(intl: IntlShape): LabelLookup {
  const known = new Map<string, string | undefined>();
  return (id) => {
    if (!known.has(id)) known.set(id, isMessageId(intl, id) ? intl.formatMessage({ id }) : undefined);
    return known.get(id);
  };
}

/** Every page has a name and a place line: a page without them is a type error here. */
type NoneOf<T extends never> = T;
export type PageLabelChecks = [
  NoneOf<Exclude<`admin.contentLabel.page.${ContentPage}`, AdminMessageId>>,
  NoneOf<Exclude<`admin.contentLabel.place.${ContentPage}`, AdminMessageId>>,
];

/** 'emailPlaceholder' → 'Email placeholder', 'free_hosting_gift' → 'Free hosting gift'. */
export function humanize(segment: string): string {
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const word = (segment: string, labels: LabelLookup) => labels(`admin.contentLabel.word.${segment}`);

function wordLabel(segment: string, labels: LabelLookup): string {
  const known = word(segment, labels);
  if (known !== undefined) return known;
  // A feature's description: responsive_tasarim_desc → 'Responsive design · Description'.
  const feature = segment.endsWith('_desc') ? word(segment.slice(0, -'_desc'.length), labels) : undefined;
  if (feature !== undefined) return `${feature} · ${word('description', labels)}`;
  return humanize(segment);
}

export function pageLabel(page: ContentPage, labels: LabelLookup): string {
  return labels(`admin.contentLabel.page.${page}`) ?? humanize(page);
}

export function sectionLabel(section: string, labels: LabelLookup): string {
  return labels(`admin.contentLabel.section.${section}`) ?? humanize(section);
}

/** The readable name of a text within its section: `contact.form.emailPlaceholder` → 'E-mail field hint'. */
export function textLabel(key: string, labels: LabelLookup): string {
  return placeOfKey(key)
    .rest.map((segment) => wordLabel(segment, labels))
    .join(' · ');
}

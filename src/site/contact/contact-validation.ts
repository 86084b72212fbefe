/**
 * What the contact form needs only when it is sent: the shared contact schema (with zod, ~25
 * KiB gzip, which no other public page loads) and the ids of the shared validation texts. The
 * form fetches this module on its first focus and awaits it on submit (ContactForm.tsx).
 */
import { schemaResolver } from '@mantine/form';
import { contactInputSchema } from '../../shared/contact.ts';

export { validationMessageId } from '../../shared/validation-messages.ts';

/** The field errors of the form's values, by the server's own rules (empty when valid). */
export const validateContact = schemaResolver(contactInputSchema, { sync: true });

import { z } from 'zod';
import { packageRecommendationInputSchema, serviceRecommendationInputSchema } from './recommendation.ts';

/**
 * The answers behind a recommendation a visitor brings to /contact (?answers=), as the recommender
 * took them. The message keeps the summary in the visitor's language; from these answers the
 * server writes the same summary in Turkish for the owner (issue 22). Untrusted: answers that do
 * not parse are dropped, the message is kept.
 */
export const quoteAnswersSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('services'), input: serviceRecommendationInputSchema.omit({ language: true }) }),
  z.strictObject({ kind: z.literal('package'), input: packageRecommendationInputSchema.omit({ language: true }) }),
]);
export type QuoteAnswers = z.input<typeof quoteAnswersSchema>;

/** The answers from their JSON text, or null when absent or not answers of a recommender. */
export function readQuoteAnswers(text: string | undefined): z.output<typeof quoteAnswersSchema> | null {
  if (!text) return null;
  try {
    const parsed = quoteAnswersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

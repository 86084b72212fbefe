/** Limits of what a visitor brings to /contact from a recommender (no zod: public pages read these). */

/** Longest recommendation summary a message keeps. */
export const RECOMMENDATION_MAX = 2000;
/** Longest `answers` JSON a message takes (src/shared/quote-answers.ts). */
export const QUOTE_ANSWERS_MAX = 4000;

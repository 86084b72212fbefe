import { z } from 'zod';
import { contactInputSchema, newsletterInputSchema } from '../../../src/shared/contact.ts';
import { submitContactMessage } from '../../services/contact.service.ts';
import { subscribeToNewsletter } from '../../services/newsletter.service.ts';
import { publicProcedure, router } from '../init.ts';

export const contactRouter = router({
  /** POST /api/contact: answered only after the message is committed. */
  submit: publicProcedure
    .input(contactInputSchema)
    .output(z.object({ ok: z.literal(true), id: z.number().int() }))
    .mutation(({ ctx, input }) => submitContactMessage(ctx.em, input)),
  /** POST /api/newsletter: subscribing twice reactivates, never an error. */
  subscribe: publicProcedure
    .input(newsletterInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.em, input)),
});

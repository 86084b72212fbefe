import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookTestResultSchema,
  webhookUpdateSchema,
} from '../../../src/shared/webhooks.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
} from '../../webhooks/webhooks.service.ts';
import type { Context } from '../context.ts';
import { adminProcedure, router } from '../init.ts';
import { idInput, okSchema } from './shared-schemas.ts';

const policyOf = (ctx: Pick<Context, 'deps'>) => ({ allowPrivate: ctx.deps.env.webhookAllowPrivate });

/** Signed webhooks (issue 23): the owner's endpoints, their deliveries and a test send. Admin session only. */
export const webhooksRouter = router({
  admin: router({
    /** GET /api/admin/webhooks: no secrets. */
    list: adminProcedure.output(z.array(webhookSchema)).query(({ ctx }) => listWebhooks(ctx.em)),
    /** GET /api/admin/webhooks/{id} */
    get: adminProcedure
      .input(idInput)
      .output(webhookSchema)
      .query(({ ctx, input }) => getWebhook(ctx.em, input.id)),
    /** POST /api/admin/webhooks: the signing secret is answered this once. */
    create: adminProcedure
      .input(webhookCreateSchema)
      .output(webhookCreatedSchema)
      .mutation(({ ctx, input }) => createWebhook(ctx.em, input, policyOf(ctx))),
    /** PUT /api/admin/webhooks/{id} */
    update: adminProcedure
      .input(webhookUpdateSchema.extend({ id: idSchema }))
      .output(webhookSchema)
      .mutation(({ ctx, input }) => {
        const { id, ...fields } = input;
        return updateWebhook(ctx.em, id, fields, policyOf(ctx));
      }),
    /** DELETE /api/admin/webhooks/{id} */
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) => deleteWebhook(ctx.em, input.id)),
    /** GET /api/admin/webhooks/{id}/deliveries: the latest, newest first. */
    deliveries: adminProcedure
      .input(idInput)
      .output(z.array(webhookDeliverySchema))
      .query(({ ctx, input }) => listWebhookDeliveries(ctx.em, input.id)),
    /** POST /api/admin/webhooks/{id}/test */
    sendTest: adminProcedure
      .input(idInput)
      .output(webhookTestResultSchema)
      .mutation(({ ctx, input }) => sendTestEvent(ctx.em, input.id)),
  }),
});

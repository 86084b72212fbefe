/** Admin procedures that several routers declare alike: one definition, the same answers. */
import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import { languageSchema } from '../../../src/shared/language-schema.ts';
import type { VersionChange, VersionKind } from '../../../src/shared/versions.ts';
import { auditDetailOf } from '../../audit/audit-detail.ts';
import { saveWithVersion, type VersionActor } from '../../history/versions.service.ts';
import type { Actor, Context } from '../context.ts';
import { adminProcedure } from '../init.ts';
import { idInput, languageInput, okSchema } from './shared-schemas.ts';

type Em = Context['em'];

/** The signed-in admin or API token, as the history names who saved. */
export const actorOf = (ctx: { actor: Actor }): VersionActor => ({ id: ctx.actor.id, name: ctx.actor.name });
/**
 * Who saves, how long the item's versions are kept (HISTORY_KEEP_VERSIONS, HISTORY_KEEP_DAYS),
 * and where the call's audit entry learns what the save changed.
 */
export const versionedBy = (ctx: Pick<Context, 'deps' | 'audit'> & { actor: Actor }) => ({
  actor: actorOf(ctx),
  retention: ctx.deps.env.versionRetention,
  onVersion: (saved: { changes: VersionChange[]; after: Record<string, unknown> }) => {
    Object.assign(ctx.audit, auditDetailOf(saved));
  },
});
type Language = z.output<typeof languageSchema>;
/** The fields of an update or a text: its strict object's output. */
type Fields<TShape extends z.core.$ZodShape> = z.output<z.ZodObject<TShape, z.core.$strict>>;

/**
 * The admin's create, update and delete of one kind of row, the same three calls for content
 * entries and each catalog (services, projects, packages): `POST /api/admin/<kind>`,
 * `PUT /api/admin/<kind>/{id}` and `DELETE /api/admin/<kind>/{id}`.
 */
export function adminWriteProcedures<
  TRow extends z.ZodType,
  TCreate extends z.ZodObject,
  TUpdateShape extends z.core.$ZodShape,
>(
  // The update's shape, not the schema: `.extend` keeps a generic shape, not a generic schema.
  schemas: {
    row: TRow;
    create: TCreate;
    update: z.ZodObject<TUpdateShape, z.core.$strict>;
    /** The kind whose saves the history keeps (issue 22). */
    history: VersionKind;
  },
  writes: {
    create: (em: Em, input: z.output<TCreate>) => Promise<z.input<TRow>>;
    update: (em: Em, id: number, input: Fields<TUpdateShape>) => Promise<z.input<TRow>>;
    remove: (em: Em, id: number) => Promise<{ ok: true }>;
  },
) {
  // tRPC's parser types do not resolve for a generic schema: the casts below stand for what the
  // signature already checks (each write takes its schema's output and answers a row).
  return {
    create: adminProcedure
      .input(schemas.create)
      .output(schemas.row)
      .mutation(
        ({ ctx, input }) =>
          saveWithVersion<z.input<TRow>>(
            ctx.em,
            { kind: schemas.history, ...versionedBy(ctx), itemIdOf: (row) => String((row as { id: number }).id) },
            (tx) => writes.create(tx, input as z.output<TCreate>),
          ) as Promise<never>,
      ),
    update: adminProcedure
      .input(schemas.update.extend({ id: idSchema }))
      .output(schemas.row)
      .mutation(({ ctx, input }) => {
        const { id, ...fields } = input as Fields<TUpdateShape> & { id: number };
        return saveWithVersion<z.input<TRow>>(
          ctx.em,
          { kind: schemas.history, ...versionedBy(ctx), itemId: String(id) },
          (tx) => writes.update(tx, id, fields as Fields<TUpdateShape>),
        ) as Promise<never>;
      }),
    // A delete that leaves the item (a built-in text reset to its wording) keeps a version too.
    delete: adminProcedure
      .input(idInput)
      .output(okSchema)
      .mutation(({ ctx, input }) =>
        saveWithVersion(ctx.em, { kind: schemas.history, ...versionedBy(ctx), itemId: String(input.id) }, (tx) =>
          writes.remove(tx, input.id),
        ),
      ),
  };
}

/**
 * A catalog's admin calls (services, projects, packages): `GET /api/admin/<kind>`, the writes
 * above, `GET /api/admin/<kind>/content/{language}` (every row's texts in one language) and
 * `PUT /api/admin/<kind>/{contentIdKey}/content/{language}` (one row's texts).
 */
export function adminCatalogProcedures<
  TRow extends z.ZodType,
  TCreate extends z.ZodObject,
  TUpdateShape extends z.core.$ZodShape,
  TContent extends z.ZodType,
  TTextsShape extends z.core.$ZodShape,
  const TIdKey extends string,
>(
  schemas: {
    row: TRow;
    create: TCreate;
    update: z.ZodObject<TUpdateShape, z.core.$strict>;
    content: TContent;
    texts: z.ZodObject<TTextsShape, z.core.$strict>;
    /** The name of the row's id in the texts' save call (spec 001 names the services' `serviceId`). */
    contentIdKey: TIdKey;
    history: VersionKind;
  },
  calls: Parameters<typeof adminWriteProcedures<TRow, TCreate, TUpdateShape>>[1] & {
    list: (em: Em) => Promise<z.input<TRow>[]>;
    listContents: (em: Em, language: Language) => Promise<z.input<TContent>[]>;
    saveContent: (em: Em, id: number, language: Language, texts: Fields<TTextsShape>) => Promise<z.input<TContent>>;
  },
) {
  const { contentIdKey } = schemas;
  // Casts as in adminWriteProcedures.
  return {
    list: adminProcedure.output(z.array(schemas.row)).query(({ ctx }) => calls.list(ctx.em) as Promise<never>),
    ...adminWriteProcedures(schemas, calls),
    contents: adminProcedure
      .input(languageInput)
      .output(z.array(schemas.content))
      .query(({ ctx, input }) => calls.listContents(ctx.em, input.language) as Promise<never>),
    saveContent: adminProcedure
      .input(
        schemas.texts.extend({
          ...({ [contentIdKey]: idSchema } as Record<TIdKey, typeof idSchema>),
          language: languageSchema,
        }),
      )
      .output(schemas.content)
      .mutation(({ ctx, input }) => {
        const { [contentIdKey]: id, language, ...texts } = input as Record<string, unknown>;
        return saveWithVersion<z.input<TContent>>(
          ctx.em,
          { kind: schemas.history, ...versionedBy(ctx), itemId: String(id) },
          (tx) => calls.saveContent(tx, id as number, language as Language, texts as Fields<TTextsShape>),
        ) as Promise<never>;
      }),
  };
}

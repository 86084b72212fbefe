import type { MikroORM } from '@mikro-orm/postgresql';

const WRITE_TRIES = 5;

/**
 * Writes the result of a claimed row's try (sent, delivered, to retry). The database may blink
 * right after the far side said yes: a few tries, `stepMs` apart and then longer, within the
 * lease, so that a short outage does not send it twice. After the last one `onGiveUp` is told
 * and the row is left to its lease, which makes it due again.
 */
export async function writeResult(
  orm: MikroORM,
  sql: string,
  params: unknown[],
  { stepMs, onGiveUp }: { stepMs: number; onGiveUp: (error: unknown) => void },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await orm.em.fork().getConnection().execute(sql, params, 'run');
      return;
    } catch (error) {
      if (attempt >= WRITE_TRIES) {
        onGiveUp(error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, stepMs * attempt));
    }
  }
}

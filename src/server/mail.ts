/**
 * E-mail (MFA codes, welcome mail). In the default setup a message is written to the
 * `mail_outbox` table and a line is logged; the `mail.deliver` job (jobs.ts) then delivers
 * pending rows, which here means marking them sent and logging them. A real transport can
 * replace `deliver` later without touching the callers.
 */
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mail {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMailOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Called with the new outbox row id once it is stored (main.ts wakes the delivery job). */
  onQueued?: (outboxId: number) => Promise<void> | void;
}

export function createOutboxMail({ db, clock, log, onQueued }: OutboxMailOptions): Mail {
  return {
    async send({ to, subject, text }) {
      const rows = await db.query<{ id: number }>(
        `insert into mail_outbox (to_address, subject, body, created_at) values ($1, $2, $3, $4) returning id`,
        [to, subject, text, clock.now().toISOString()],
      );
      const id = rows[0]!.id;
      log.info(`mail #${id} queued for ${to}: ${subject}`);
      if (onQueued) {
        try {
          await onQueued(id);
        } catch (error) {
          // The row stays pending; the next delivery run picks it up.
          log.warn(`mail #${id}: could not wake the delivery job`, error);
        }
      }
    },
  };
}

export interface DeliveredMail {
  id: number;
  to: string;
  subject: string;
}

/**
 * Delivers pending outbox rows (all of them, or only `ids`): marks them sent and logs each one.
 * Rows are claimed with `for update skip locked`, so two workers never deliver the same row.
 */
export async function deliverPendingMail(
  db: Db,
  clock: Clock,
  log: Logger,
  ids: readonly number[] | null = null,
): Promise<DeliveredMail[]> {
  const rows = await db.query<{ id: number; to_address: string; subject: string }>(
    `update mail_outbox set status = 'sent', sent_at = $1, attempts = attempts + 1
     where id in (
       select id from mail_outbox
       where status = 'pending' and ($2::int[] is null or id = any($2::int[]))
       order by id
       for update skip locked
     )
     returning id, to_address, subject`,
    [clock.now().toISOString(), ids === null ? null : [...ids]],
  );
  const delivered = rows
    .map((row) => ({ id: row.id, to: row.to_address, subject: row.subject }))
    .sort((a, b) => a.id - b.id);
  for (const mail of delivered) log.info(`mail #${mail.id} delivered to ${mail.to}: ${mail.subject}`);
  return delivered;
}

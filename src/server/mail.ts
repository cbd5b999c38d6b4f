/**
 * E-mail (MFA codes, password resets, welcome mail). Sending writes the message to the `mail_outbox` table (the
 * durable queue) and logs a line; the `mail.deliver` job (jobs.ts) then delivers pending rows: through the SMTP
 * server (smtpMail.ts) when SMTP_URL is set, else (the demo outbox) by marking them sent and logging them.
 */
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import { classifyMailError, mailErrorText, type MailSender } from './smtpMail.ts';

/** Tries of one mail through SMTP before its row becomes 'failed' (the job retries with backoff in between). */
export const MAIL_MAX_ATTEMPTS = 5;

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
 * Delivers pending outbox rows (all of them, or only `ids`). Without a sender (the demo outbox): marks them sent and
 * logs each one, claiming them with `for update skip locked` so two workers never deliver the same row. With a
 * sender: see sendPendingMail.
 */
export async function deliverPendingMail(
  db: Db,
  clock: Clock,
  log: Logger,
  ids: readonly number[] | null = null,
  sender: MailSender | null = null,
): Promise<DeliveredMail[]> {
  if (sender !== null) return sendPendingMail(db, clock, log, ids, sender);
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

/** Thrown by a delivery run that left mail pending after a transient failure: the job is retried later. */
export class MailRetryLater extends Error {
  constructor(readonly outboxIds: number[]) {
    super(`mail #${outboxIds.join(', #')} not delivered yet; tried again later`);
    this.name = 'MailRetryLater';
  }
}

/**
 * Sends pending rows through the SMTP server, one at a time. Each row is claimed by raising its `attempts` from the
 * value read (a row another worker claimed meanwhile is skipped) and marked sent only once the server accepted it.
 * No transaction stays open while talking to the server (PGlite has one connection). A refusal for good (5xx), or
 * the MAIL_MAX_ATTEMPTS-th try, makes the row 'failed'; any other failure keeps it pending and the run throws
 * MailRetryLater, so pg-boss runs the job again with backoff. When the server cannot be reached the run stops there:
 * the rows not tried yet keep their tries. A process that dies mid-send leaves the row pending (sent again by a
 * later run: delivery is at least once).
 */
async function sendPendingMail(
  db: Db,
  clock: Clock,
  log: Logger,
  ids: readonly number[] | null,
  sender: MailSender,
): Promise<DeliveredMail[]> {
  const rows = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    body: string;
    attempts: number;
  }>(
    `select id, to_address, subject, body, attempts from mail_outbox
     where status = 'pending' and ($1::int[] is null or id = any($1::int[]))
     order by id`,
    [ids === null ? null : [...ids]],
  );
  const delivered: DeliveredMail[] = [];
  const later: number[] = [];
  for (const [index, row] of rows.entries()) {
    const claimed = await db.query(
      `update mail_outbox set attempts = attempts + 1
       where id = $1 and status = 'pending' and attempts = $2 returning id`,
      [row.id, row.attempts],
    );
    if (claimed.length === 0) continue;
    const attempt = row.attempts + 1;
    try {
      await sender.send({ to: row.to_address, subject: row.subject, text: row.body });
    } catch (error) {
      const reason = mailErrorText(error);
      const failure = classifyMailError(error);
      const final = failure === 'rejected' || attempt >= MAIL_MAX_ATTEMPTS;
      await db.query(`update mail_outbox set status = $2, last_error = $3 where id = $1`, [
        row.id,
        final ? 'failed' : 'pending',
        reason,
      ]);
      if (final) {
        log.error(`mail #${row.id} to ${row.to_address} failed for good (try ${attempt}): ${reason}`);
      } else {
        log.warn(
          `mail #${row.id} to ${row.to_address} not sent (try ${attempt} of ${MAIL_MAX_ATTEMPTS}): ${reason}`,
        );
        later.push(row.id);
      }
      if (failure === 'unreachable') {
        later.push(...rows.slice(index + 1).map((rest) => rest.id));
        break;
      }
      continue;
    }
    await db.query(`update mail_outbox set status = 'sent', sent_at = $2, last_error = null where id = $1`, [
      row.id,
      clock.now().toISOString(),
    ]);
    log.info(`mail #${row.id} sent to ${row.to_address}: ${row.subject}`);
    delivered.push({ id: row.id, to: row.to_address, subject: row.subject });
  }
  if (later.length > 0) throw new MailRetryLater(later);
  return delivered;
}

/** GET /dev/outbox: the latest mails, while no SMTP is configured (the default), so a person or a test can read them. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const outboxMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.string(),
});
export type OutboxMail = v.InferOutput<typeof outboxMail>;
export const outboxResponse = envelope(v.array(outboxMail));

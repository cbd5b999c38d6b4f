/**
 * The SMTP transport (SMTP_URL, through nodemailer). It sends one stored outbox row at a time for the
 * `mail.deliver` job (deliverPendingMail in mail.ts); a row is marked sent only once the SMTP server accepted it.
 * A 5xx answer is permanent (the row fails at once); anything else (refused connection, timeout, 4xx) is
 * transient and tried again later (classifyMailError).
 */
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.ts';

/** Where delivery hands a stored mail to the outside world. */
export interface MailSender {
  /** Resolves once the server accepted the mail; throws (see classifyMailError) otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Connects and logs in once, for the start-up log (a failure does not stop the server: mail waits). */
  verify(): Promise<void>;
  close(): void;
}

export interface SmtpSenderOptions {
  /** SMTP_URL as checked by loadConfig. */
  url: string;
  /** MAIL_FROM. */
  from: string;
}

/** Short limits: a stuck mail server must not hold the delivery job for minutes (nodemailer waits up to 10). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createSmtpSender({ url, from }: SmtpSenderOptions): MailSender {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS }, { from });
  return {
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ to, subject, text });
      if (info.rejected.length > 0) {
        throw Object.assign(new Error(`the SMTP server refused the recipient: ${info.response}`), {
          responseCode: 550,
        });
      }
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/**
 * What a failed send means: 'rejected', the server refused this mail for good (5xx: unknown recipient, refused
 * sender); 'deferred', it refused this mail for now (4xx: mailbox full, greylisting); 'unreachable', the server
 * itself could not be used (no connection, timeout, TLS, or a refused login: a setting to fix, not a bad mail).
 */
export type MailFailure = 'rejected' | 'deferred' | 'unreachable';

export function classifyMailError(error: unknown): MailFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== 'number' || code === 'EAUTH') return 'unreachable';
  if (responseCode >= 500 && responseCode < 600) return 'rejected';
  if (responseCode >= 400 && responseCode < 500) return 'deferred';
  return 'unreachable';
}

/** One line for the log and the outbox row's last_error: the server's answer, never the credentials. */
export function mailErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/@\s]*@/g, '//').slice(0, 500);
}

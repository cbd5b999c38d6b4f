/**
 * The SMTP transport against a real SMTP server (smtp-server on 127.0.0.1, a free port, with a login): mail stored
 * in the outbox by the app goes out only when the server accepts it, and failures keep or fail the row.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../../src/server/jobs.ts';
import {
  MAIL_MAX_ATTEMPTS,
  MailRetryLater,
  createOutboxMail,
  deliverPendingMail,
} from '../../../src/server/mail.ts';
import { createSmtpSender, type MailSender } from '../../../src/server/smtpMail.ts';
import { OWNER, TEST_PUBLIC_URL, call, startTestServer, waitFor, type TestServer } from './support.ts';

const USER = 'brandpilot';
const PASSWORD = 'p@ss w0rd';
const FROM = 'Brandpilot <no-reply@app.test>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let server: TestServer;
let sender: MailSender;

function smtpUrl(user = USER, password = PASSWORD, at = port) {
  return `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${at}`;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@unknown.test')) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      } else if (address.address.endsWith('@busy.test')) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ demoMode: false, mailTransport: 'smtp' });
  sender = createSmtpSender({ url: smtpUrl(), from: FROM });
}, 60_000);

afterAll(async () => {
  sender?.close();
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function rowOf(id: number) {
  const rows = await server.db.query<{ status: string; attempts: number; last_error: string | null }>(
    'select status, attempts, last_error from mail_outbox where id = $1',
    [id],
  );
  return rows[0]!;
}

async function queue(to: string): Promise<number> {
  const ids: number[] = [];
  const mail = createOutboxMail({
    db: server.db,
    clock: server.clock,
    log: server.log,
    onQueued: (id) => void ids.push(id),
  });
  await mail.send({ to, subject: 'Hello', text: 'Hello there' });
  return ids[0]!;
}

/** A body line of the received mail, quoted-printable soft breaks undone. */
const bodyOf = (mail: Received) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');

describe('mail through SMTP', () => {
  it('a password reset arrives at the SMTP server with its link, and its row is marked sent', async () => {
    const answer = await call(server.app, 'POST', '/api/sendForgotPasswordResetLink', {
      body: { email: OWNER.username },
    });
    expect(answer.status).toBe(200);
    const [row] = await server.db.query<{ id: number; status: string }>(
      'select id, status from mail_outbox where to_address = $1 order by id desc limit 1',
      [OWNER.username],
    );
    expect(row?.status).toBe('pending');
    expect(received).toEqual([]);

    const delivered = await deliverPendingMail(server.db, server.clock, server.log, null, sender);

    expect(delivered.map((mail) => mail.id)).toEqual([row!.id]);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual([OWNER.username]);
    expect(mail.from).toBe('no-reply@app.test');
    expect(mail.raw).toMatch(/^From: Brandpilot <no-reply@app\.test>$/m);
    expect(bodyOf(mail)).toContain(`${TEST_PUBLIC_URL}/reset?token=`);
    expect(await rowOf(row!.id)).toEqual({ status: 'sent', attempts: 1, last_error: null });
    // Sent once: another run finds nothing pending.
    expect(await deliverPendingMail(server.db, server.clock, server.log, null, sender)).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('a recipient refused for good (5xx) fails the row at once, without a retry', async () => {
    const id = await queue('ghost@unknown.test');
    await expect(deliverPendingMail(server.db, server.clock, server.log, [id], sender)).resolves.toEqual([]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/No such mailbox/);
  });

  it('a recipient refused for now (4xx) stays pending and the run asks to be retried, until the last try', async () => {
    const id = await queue('someone@busy.test');
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await expect(deliverPendingMail(server.db, server.clock, server.log, [id], sender)).rejects.toThrow(
        MailRetryLater,
      );
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: attempt });
    }
    await expect(deliverPendingMail(server.db, server.clock, server.log, [id], sender)).resolves.toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('a wrong password or an unreachable server keeps the mail pending, stops the run and never leaks the URL', async () => {
    const first = await queue('a@example.test');
    const second = await queue('b@example.test');
    const wrongLogin = createSmtpSender({ url: smtpUrl(USER, 'wrong-secret'), from: FROM });
    try {
      await expect(
        deliverPendingMail(server.db, server.clock, server.log, [first, second], wrongLogin),
      ).rejects.toThrow(MailRetryLater);
    } finally {
      wrongLogin.close();
    }
    expect(await rowOf(first)).toMatchObject({ status: 'pending', attempts: 1 });
    // The run stopped at the first failure: the second mail was not tried.
    expect(await rowOf(second)).toMatchObject({ status: 'pending', attempts: 0 });

    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    const nobody = createSmtpSender({ url: smtpUrl(USER, 'secret-in-url', closedPort), from: FROM });
    try {
      await expect(deliverPendingMail(server.db, server.clock, server.log, [second], nobody)).rejects.toThrow(
        MailRetryLater,
      );
    } finally {
      nobody.close();
    }
    const row = await rowOf(second);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(JSON.stringify(server.log.entries)).not.toContain('secret-in-url');

    // Once the server takes them, both go out.
    await deliverPendingMail(server.db, server.clock, server.log, [first, second], sender);
    expect(await rowOf(first)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf(second)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the mail.deliver job with the SMTP transport', () => {
  let jobs: Jobs;
  beforeAll(async () => {
    jobs = await startJobs({
      db: server.db,
      clock: server.clock,
      log: server.log,
      pollingIntervalSeconds: 0.5,
      mailSender: sender,
    });
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
  });

  it('sends a queued mail through the SMTP server', async () => {
    const mail = createOutboxMail({
      db: server.db,
      clock: server.clock,
      log: server.log,
      onQueued: (id) => jobs.deliverMail([id]),
    });
    await mail.send({ to: 'job@example.test', subject: 'From the job', text: 'Sent by mail.deliver' });
    const arrived = await waitFor(
      () => Promise.resolve(received.find((mail) => mail.to.includes('job@example.test'))),
      15_000,
      'the mail at the SMTP server',
    );
    expect(bodyOf(arrived)).toContain('Sent by mail.deliver');
  });

  it('a deferred mail leaves its job to be retried with backoff', async () => {
    await jobs.deliverMail([await queue('later@busy.test')]);
    const job = await waitFor(
      async () => {
        const rows = await server.db.query<{ state: string; retry_limit: number; retry_backoff: boolean }>(
          `select state, retry_limit, retry_backoff from pgboss.job
           where name = 'mail.deliver' and data->'outboxIds' = (select to_jsonb(array[max(id)]) from mail_outbox)`,
        );
        return rows[0]?.state === 'retry' ? rows[0] : null;
      },
      15_000,
      'the job to wait for a retry',
    );
    expect(job).toEqual({ state: 'retry', retry_limit: MAIL_MAX_ATTEMPTS, retry_backoff: true });
  });
});

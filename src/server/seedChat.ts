/**
 * Demo conversations (part of the seed, same transaction): created once, never overwritten. A conversation
 * that exists is left alone, so running the seed again changes nothing.
 * - owner <-> viewer: SEED_THREAD_MESSAGES messages, alternating, over the previous ~30 days (a long thread);
 *   the last one (from viewer) is unread by owner.
 * - owner <-> many: 8 messages; the last one (from many) is unread by owner.
 * - many <-> viewer: 3 messages, all read.
 * Owner has 2 unread notifications (the two unread messages). chatstart and chatreply have no conversation.
 */
import type { Queryable } from './db.ts';

export const SEED_THREAD_MESSAGES = 600;
/** Minutes between two messages of the long thread (600 x 72 min = 30 days). */
const THREAD_STEP_MINUTES = 72;
const MINUTE_MS = 60_000;

const BAKERY_TEXTS = [
  'Morning! Ovens are on.',
  'Sourdough starter looks lively today.',
  'Can you post the croissant photo at noon?',
  'Sure, scheduled for 12:00.',
  'We are out of rye flour, ordering more.',
  'The cinnamon rolls sold out by 10.',
  'Great, let us bake a double batch tomorrow.',
  'Customer asked about gluten-free options.',
  'I will draft a post about our spelt loaf.',
  'Delivery van is running late.',
  'Thanks for the heads-up.',
  'New menu board looks lovely.',
  'Can you check the Instagram comments?',
  'Replied to all of them.',
  'Weekend market stall is confirmed.',
  'Who is opening on Saturday?',
  'I can open, see you at 6.',
  'The baguettes need five more minutes.',
  'Photo of the tarts is in the library.',
  'Lovely shot! Using it for Friday.',
  'Reminder: staff meeting at 3.',
  'Got it.',
  'The espresso machine is fixed.',
  'Finally! Coffee time.',
  'Do we have the allergen labels printed?',
  'Printing them now.',
  'Birthday cake order for Sunday, 20 people.',
  'Added it to the planner.',
  'Can we try a pumpkin loaf this week?',
  'Yes, let us test it on Wednesday.',
  'Flour delivery arrived.',
  'Please store it in the back room.',
  'The new apprentice starts Monday.',
  'I will show her the morning routine.',
  'Our post got 200 likes!',
  'Amazing, the bread pics always work.',
  'Closing up now, all clean.',
  'Thanks, have a good evening.',
  'Running low on paper bags.',
  'Ordered another box.',
] as const;

const OWNER_MANY: readonly { fromOwner: boolean; text: string }[] = [
  { fromOwner: true, text: 'Hi Max, can you cover Northwind posts this week?' },
  { fromOwner: false, text: 'Yes, happy to.' },
  { fromOwner: true, text: 'Great, the drafts are in the content planner.' },
  { fromOwner: false, text: 'Found them. Two need new photos.' },
  { fromOwner: true, text: 'Use the ones from the spring shoot.' },
  { fromOwner: false, text: 'Done, scheduled for Tuesday and Thursday.' },
  { fromOwner: true, text: 'Perfect, thank you!' },
  { fromOwner: false, text: 'Also: can we add a post about the new opening hours?' },
];

const MANY_VIEWER: readonly { fromMany: boolean; text: string }[] = [
  { fromMany: true, text: 'Vera, the analytics report is ready.' },
  { fromMany: false, text: 'Thanks, I will have a look this afternoon.' },
  { fromMany: true, text: 'Let me know if anything looks odd.' },
];

async function newConversation(
  tx: Queryable,
  member1: number,
  member2: number,
  accountId: number | null,
  at: Date,
): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into conversations (member_id1, member_id2, account_id, title, created_at, updated_at)
     values ($1, $2, $3, '', $4, $4)
     on conflict ((least(member_id1, member_id2)), (greatest(member_id1, member_id2))) do nothing
     returning id`,
    [member1, member2, accountId, at.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** Inserts the messages in order (one statement); their ids, in the same order. */
async function insertMessages(
  tx: Queryable,
  conversationId: number,
  messages: readonly { from: number; text: string; at: Date }[],
): Promise<number[]> {
  const values = messages.map((_, index) => `($1, $${index * 3 + 2}, $${index * 3 + 3}, $${index * 3 + 4})`);
  const params = messages.flatMap((message) => [message.from, message.text, message.at.toISOString()]);
  const rows = await tx.query<{ id: number }>(
    `insert into messages (conversation_id, member_id, message, created_at) values ${values.join(', ')}
     returning id`,
    [conversationId, ...params],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Sets title and updated_at from the newest message, and how far each member has read. */
async function finish(tx: Queryable, conversationId: number, reads: readonly [number, number][]) {
  await tx.query(
    `update conversations c set title = m.message, updated_at = m.created_at
     from (select message, created_at from messages where conversation_id = $1 order by id desc limit 1) m
     where c.id = $1`,
    [conversationId],
  );
  for (const [userId, messageId] of reads) {
    await tx.query(
      `insert into conversation_reads (conversation_id, user_id, last_read_message_id) values ($1, $2, $3)
       on conflict (conversation_id, user_id) do nothing`,
      [conversationId, userId, messageId],
    );
  }
}

/** A notification for `userId` about the message `messageId` (unread). */
async function notify(tx: Queryable, userId: number, messageId: number) {
  await tx.query(
    `insert into notifications (user_id, kind, title, conversation_id, created_at)
     select $1, 'message', u.first_name || ' ' || u.last_name || ': ' || m.message, m.conversation_id, m.created_at
     from messages m join users u on u.id = m.member_id where m.id = $2`,
    [userId, messageId],
  );
}

export async function seedChat(tx: Queryable, now: Date): Promise<void> {
  const users = await tx.query<{ id: number; email: string }>(
    'select id, lower(email) as email from users where lower(email) = any($1)',
    [['owner@demo.test', 'viewer@demo.test', 'many@demo.test']],
  );
  const id = (email: string) => users.find((user) => user.email === email)?.id;
  const owner = id('owner@demo.test');
  const viewer = id('viewer@demo.test');
  const many = id('many@demo.test');
  if (owner === undefined || viewer === undefined || many === undefined) return;
  const acme = await tx.query<{ id: number }>(
    "select id from accounts where account_name = 'Acme Bakery' order by id limit 1",
  );
  const accountId = acme[0]?.id ?? null;
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);

  // owner <-> viewer: the long thread, built in the database (one statement).
  const firstAt = ago((SEED_THREAD_MESSAGES - 1) * THREAD_STEP_MINUTES + 5);
  const longThread = await newConversation(tx, owner, viewer, accountId, firstAt);
  if (longThread !== null) {
    await tx.query(
      `insert into messages (conversation_id, member_id, message, created_at)
       select $1::int, case when g % 2 = 1 then $2::int else $3::int end,
              ($4::text[])[1 + (g * 7 + g / 11) % cardinality($4::text[])],
              $5::timestamptz - make_interval(mins => ($6::int - g) * ${THREAD_STEP_MINUTES} + 5)
       from generate_series(1, $6::int) g order by g`,
      [longThread, owner, viewer, [...BAKERY_TEXTS], now.toISOString(), SEED_THREAD_MESSAGES],
    );
    const last = await tx.query<{ id: number }>(
      'select id from messages where conversation_id = $1 order by id desc limit 2',
      [longThread],
    );
    const newest = last[0]?.id ?? 0;
    const before = last[1]?.id ?? 0;
    // The newest message is viewer's (even g): owner has read up to their own last one.
    await finish(tx, longThread, [
      [owner, before],
      [viewer, newest],
    ]);
    if (newest > 0) await notify(tx, owner, newest);
  }

  // owner <-> many: 8 messages over the last day, the newest two hours ago.
  const ownerMany = await newConversation(tx, owner, many, accountId, ago(24 * 60));
  if (ownerMany !== null) {
    const ids = await insertMessages(
      tx,
      ownerMany,
      OWNER_MANY.map((message, index) => ({
        from: message.fromOwner ? owner : many,
        text: message.text,
        at: ago(120 + (OWNER_MANY.length - 1 - index) * 90),
      })),
    );
    const newest = ids[ids.length - 1] ?? 0;
    await finish(tx, ownerMany, [
      [owner, ids[ids.length - 2] ?? 0],
      [many, newest],
    ]);
    if (newest > 0) await notify(tx, owner, newest);
  }

  // many <-> viewer: 3 messages a day ago, all read.
  const manyViewer = await newConversation(tx, many, viewer, accountId, ago(26 * 60));
  if (manyViewer !== null) {
    const ids = await insertMessages(
      tx,
      manyViewer,
      MANY_VIEWER.map((message, index) => ({
        from: message.fromMany ? many : viewer,
        text: message.text,
        at: ago(25 * 60 - index * 10),
      })),
    );
    const newest = ids[ids.length - 1] ?? 0;
    await finish(tx, manyViewer, [
      [many, newest],
      [viewer, newest],
    ]);
  }
}

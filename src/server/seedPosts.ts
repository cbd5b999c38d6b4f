/**
 * Demo planner data for Acme Bakery (owner@demo.test's landing account), part of the seed transaction and created
 * once: sandbox links for Facebook, Instagram, LinkedIn and Twitter (TikTok not connected), and SEED_POST_COUNT
 * posts across the current and next month of `now`, at bakery hours in Europe/London, in every status of spec 4.1
 * (needs approval, scheduled, published, partially published, not published, branding, generating/inserted), with
 * one day (three days after `now`) holding BUSY_DAY_POSTS posts. Past posts are published / failed; future ones
 * wait. Nothing is added when the account already has posts (links: on conflict nothing). Half the texts carry a link to
 * the bakery's site (the published ones get tracked links and clicks: seedLinks.ts).
 */
import type { Queryable } from './db.ts';

export const SEED_POST_COUNT = 60;
export const BUSY_DAY_POSTS = 12;
const ZONE = 'Europe/London';
const DAY_MS = 24 * 60 * 60 * 1000;
const FAIL_REASON = 'Sandbox: publishing to this connection is switched to fail.';

export const SEEDED_LINKS = [
  { providerId: 1, network: 'facebook', name: 'Acme Bakery' },
  { providerId: 3, network: 'instagram', name: '@acmebakery' },
  { providerId: 4, network: 'linkedin', name: 'Acme Bakery Ltd' },
  { providerId: 2, network: 'twitter', name: '@acme_bakery' },
] as const;

const TEXTS = [
  'Fresh sourdough out of the oven at 7! Come early, it goes fast.',
  'Our cinnamon rolls are back this weekend. Who is joining us? https://acmebakery.example/menu',
  'Meet our new apprentice, Jo, who shaped today’s baguettes.',
  'Gluten-free spelt loaf now available every Thursday: https://acmebakery.example/menu/spelt-loaf',
  'Behind the scenes: 4 a.m. and the ovens are already warm.',
  'Pumpkin loaf test batch: tell us what you think!',
  'Birthday cakes made to order: ask at the counter or at https://acmebakery.example/cakes',
  'Rainy day? Coffee and a warm croissant are waiting.',
  'We are at the Saturday market with our rye and tarts (https://acmebakery.example/markets?town=bristol).',
  'Thank you for 2,000 followers! Free cookie with every loaf today. https://acmebakery.example/?utm_campaign=followers',
  'Our starter, Doughy, turns five this month.',
  'Lemon tarts: bright, tangy, gone by noon. Pre-order: https://acmebakery.example/order#tarts',
] as const;

/** The UTC instant of a wall-clock time in Europe/London. */
function londonTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month, day, hour, minute);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess));
  const shown = Number(parts.find((part) => part.type === 'hour')?.value ?? hour);
  const offsetHours = (((shown - hour) % 24) + 24) % 24;
  return new Date(guess - (offsetHours > 12 ? offsetHours - 24 : offsetHours) * 3_600_000);
}

function londonDate(at: Date): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(at)
    .split('-')
    .map(Number);
  return { year: year!, month: month! - 1, day: day! };
}

type Kind = 'approval' | 'scheduled' | 'published' | 'partial' | 'failed' | 'branding' | 'inserted';

interface PlannedPost {
  at: Date;
  kind: Kind;
}

function plan(now: Date): PlannedPost[] {
  const today = londonDate(now);
  const hours = [8, 9, 11, 12, 14, 16, 18, 19];
  const posts: PlannedPost[] = [];
  const pastKinds: Kind[] = ['published', 'published', 'partial', 'failed'];
  const futureKinds: Kind[] = ['approval', 'scheduled', 'scheduled', 'approval', 'branding', 'inserted'];
  const spread = SEED_POST_COUNT - BUSY_DAY_POSTS;
  for (let index = 0; index < spread; index += 1) {
    const monthOffset = index < spread / 2 ? 0 : 1;
    const position = index % (spread / 2);
    const day = 1 + Math.floor((position * 28) / (spread / 2));
    const at = londonTime(
      today.year,
      today.month + monthOffset,
      day,
      hours[index % hours.length]!,
      (index * 15) % 60,
    );
    posts.push({ at, kind: 'approval' });
  }
  const busy = londonDate(new Date(now.getTime() + 3 * DAY_MS));
  for (let index = 0; index < BUSY_DAY_POSTS; index += 1) {
    posts.push({
      at: londonTime(busy.year, busy.month, busy.day, 8 + index, index % 2 === 0 ? 0 : 30),
      kind: 'approval',
    });
  }
  let past = 0;
  let future = 0;
  for (const post of posts) {
    if (post.at.getTime() < now.getTime()) post.kind = pastKinds[past++ % pastKinds.length]!;
    else post.kind = futureKinds[future++ % futureKinds.length]!;
  }
  return posts;
}

const STATUS: Record<Kind, { status: string; approved: number }> = {
  approval: { status: 'SCHEDULED', approved: 0 },
  scheduled: { status: 'SCHEDULED', approved: 1 },
  published: { status: 'POSTED', approved: 1 },
  partial: { status: 'POSTED', approved: 1 },
  failed: { status: 'FAILED', approved: 1 },
  branding: { status: 'BRANDING', approved: 0 },
  inserted: { status: 'INSERTED', approved: 0 },
};

const CHANNEL_SETS: readonly (readonly number[])[] = [[1, 3], [1, 3, 4], [1], [3, 4, 2], [1, 2, 3, 4], [4]];

export async function seedPosts(tx: Queryable, now: Date): Promise<void> {
  const [account] = await tx.query<{ id: number }>(
    "select id from accounts where account_name = 'Acme Bakery' order by id limit 1",
  );
  if (!account) return;
  const [owner] = await tx.query<{ id: number }>(
    "select id from users where lower(email) = 'owner@demo.test'",
  );
  const stamp = now.toISOString();
  // The seed has no token key: its (fake) sandbox tokens are stored plain and encrypted with AppConfig.tokenKey when
  // the background jobs start (sealPlainTokens of tokenCipher.ts); until then they open as they are.
  for (const link of SEEDED_LINKS) {
    await tx.query(
      `insert into social_links (account_id, provider_id, name, external_id, access_token, refresh_token, expires_at,
         connected, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, true, $8, $8) on conflict (account_id, provider_id) do nothing`,
      [
        account.id,
        link.providerId,
        link.name,
        `sbx-${link.network}-acme`,
        `seed-access-${link.network}`,
        `seed-refresh-${link.network}`,
        new Date(now.getTime() + 60 * DAY_MS).toISOString(),
        stamp,
      ],
    );
  }
  const existing = await tx.query('select 1 from posts where account_id = $1 limit 1', [account.id]);
  if (existing.length > 0) return;
  for (const [index, post] of plan(now).entries()) {
    const { status, approved } = STATUS[post.kind];
    const created = new Date(Math.min(post.at.getTime(), now.getTime()) - 2 * DAY_MS).toISOString();
    const [row] = await tx.query<{ id: number }>(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_by,
         created_at, updated_at)
       values ($1, $2, '[]'::jsonb, $3, $4, $5, $6, $7, $8, $8) returning id`,
      [
        account.id,
        TEXTS[index % TEXTS.length],
        post.at.toISOString(),
        status,
        approved,
        index % 7 === 0 ? 1 : 0,
        owner?.id ?? null,
        created,
      ],
    );
    if (!row) continue;
    const channels = CHANNEL_SETS[index % CHANNEL_SETS.length]!;
    const wanted = post.kind === 'partial' && channels.length === 1 ? [...channels, 4] : channels;
    for (const [position, providerId] of [...new Set(wanted)].entries()) {
      const failed = post.kind === 'failed' || (post.kind === 'partial' && position === 0);
      const posted = (post.kind === 'published' || post.kind === 'partial') && !failed;
      await tx.query(
        `insert into post_channels (post_id, provider_id, status, error, external_post_id, posted_at, attempts)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          providerId,
          posted ? 'POSTED' : failed ? 'FAILED' : 'SCHEDULED',
          failed ? FAIL_REASON : null,
          posted ? `seed_${row.id}_${providerId}` : null,
          posted ? post.at.toISOString() : null,
          posted || failed ? 1 : 0,
        ],
      );
    }
  }
}

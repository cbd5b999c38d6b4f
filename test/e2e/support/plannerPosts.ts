/**
 * The content planner's e2e helpers (planner.spec.ts): Acme Bakery's posts made and read through the API, its
 * days in the account's zone, and the planner opened on a week ahead.
 */
import { expect, type Page } from '@playwright/test';
import { apiHeaders } from './api.ts';
import { logIn } from './session.ts';
import { zonedInstant as zonedInstantIn } from './zone.ts';

/** Acme Bakery's time zone (src/server/seed.ts). */
export const ZONE = 'Europe/London';

export interface Session {
  token: string;
  accountId: number;
}

export interface WirePost {
  id: number;
  description: string;
  scheduled_at: string | null;
  msp: { status: string; approved: number }[];
}

/** 'YYYY-MM-DD' of an instant in the account's zone. */
export function dayKeyOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
}

export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function mondayOf(key: string): string {
  const weekday = (new Date(`${key}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(key, -weekday);
}

/** The UTC instant at which the account's clocks show `time` on `day`. */
export const zonedInstant = (day: string, time: string) => zonedInstantIn(day, time, ZONE);

export function londonMinuteOfDay(): number {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hour * 60 + minute;
}

export const headers = (session: Session) => apiHeaders(session.token, session.accountId);

export async function start(page: Page): Promise<Session> {
  const data = await logIn(page);
  if (data.user.accountId === null) throw new Error('the owner has no landing account');
  return { token: data.token, accountId: data.user.accountId };
}

/** A post of this test only, approved 0 ('Needs approval'), at `time` on `day` in the account's zone. */
export async function createPost(page: Page, session: Session, text: string, day: string, time: string) {
  const response = await page.request.post('/api/auth/addPost', {
    headers: headers(session),
    data: {
      account_id: session.accountId,
      description: text,
      scheduled_at: zonedInstant(day, time),
      channels: [1],
      approved: 0,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: WirePost }).data;
}

/** The post as the server has it now. */
export async function serverPost(page: Page, session: Session, post: WirePost, from: string, to: string) {
  const response = await page.request.post('/api/auth/getpost', {
    headers: headers(session),
    data: { page: 1, account_id: session.accountId, start: from, end: to },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: WirePost[] };
  return data.find((candidate) => candidate.id === post.id);
}

/** The post's stored time as the server lists it in the `days` days from `first` (undefined when not listed). */
export async function storedTime(page: Page, session: Session, post: WirePost, first: string, days: number) {
  const from = zonedInstant(first, '00:00');
  return (await serverPost(page, session, post, from, zonedInstant(addDays(first, days), '00:00')))
    ?.scheduled_at;
}

export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const rangeHeading = (page: Page) => page.getByTestId('planner-range');
export const card = (page: Page, text: string) => page.locator('article[data-post-id]', { hasText: text });

/** Opens the planner in the week view, `weeks` weeks after the current one. */
export async function openWeek(page: Page, weeks: number) {
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  await page.getByRole('radio', { name: 'Week' }).check();
  const monday = mondayOf(dayKeyOf(new Date()));
  for (let week = 1; week <= weeks; week += 1) {
    await page.getByRole('button', { name: 'Next week' }).click();
    const first = addDays(monday, 7 * week);
    await expect(rangeHeading(page)).toHaveText(`${first} – ${addDays(first, 6)}`);
  }
  await expect(page.getByRole('status', { name: 'Loading posts' })).toHaveCount(0);
}

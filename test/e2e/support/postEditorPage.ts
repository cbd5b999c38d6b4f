/** The full-page post editor's e2e helpers (postEditor.spec.ts, postReview.spec.ts, mediaEditor.spec.ts). */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiHeaders } from './api.ts';
import { connectSandboxNetwork } from './sandboxLinks.ts';
import { logIn } from './session.ts';

export const SANDBOX_OWNER = { username: 'sandbox@demo.test', password: 'demo1234' };
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Session {
  token: string;
  accountId: number;
}

/** Sandbox Labs (sandbox@demo.test), or the account of `owner`, with its sandbox Facebook and Twitter connected. */
export async function signIn(page: Page, owner = SANDBOX_OWNER): Promise<Session> {
  const { token, user } = await logIn(page, owner);
  const session = { token, accountId: user.accountId! };
  const request = page.context().request;
  await connectSandboxNetwork(request, session, { providerId: 1, name: 'Sandbox Labs Facebook' });
  await connectSandboxNetwork(request, session, { providerId: 2, name: 'Sandbox Labs Twitter' });
  return session;
}

export async function zoneOf(page: Page, session: Session): Promise<string> {
  const setting = await page.context().request.get('/api/auth/getSetting', {
    headers: apiHeaders(session.token, session.accountId),
  });
  return ((await setting.json()) as { data: { timezone: string }[] }).data[0]?.timezone ?? 'UTC';
}

/** An upload of the account (a 600×400 PNG), through the API: its address. */
export async function uploadImage(page: Page, session: Session, fileName: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer();
  const response = await page.context().request.post('/api/auth/uploadLibraryMedia', {
    headers: apiHeaders(session.token, session.accountId),
    multipart: {
      file: { name: fileName, mimeType: 'image/png', buffer: png },
      account_id: String(session.accountId),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

export const editorForm = (page: Page) => page.getByRole('form', { name: /^(New|Edit) post$/ });

/** A post added through the API as the session's member (the body's account is the session's): its id. */
export async function addPostThroughApi(
  page: Page,
  session: Session,
  data: Record<string, unknown>,
): Promise<number> {
  const response = await page.context().request.post('/api/auth/addPost', {
    headers: apiHeaders(session.token, session.accountId),
    data: { account_id: session.accountId, ...data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Removes a post through the API (a test's clean-up). */
export async function deletePostThroughApi(page: Page, session: Session, postId: number): Promise<void> {
  await page.context().request.post('/api/auth/deletePost', {
    headers: apiHeaders(session.token, session.accountId),
    data: { account_id: session.accountId, post_id: postId },
  });
}

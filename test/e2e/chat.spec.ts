/**
 * Member chat (spec 2.6, 4.8, 5, 8) in Chromium against the real server: the message bell, the inbox modal, member
 * search, sending, failures that keep the text, and the 600-message thread.
 *
 * The journeys that send run as chatstart@demo.test (Chloe Chatstart) and chatreply@demo.test (Rory Chatreply), the
 * two members of Chat Corner, whom no other spec uses. The seed gives them no conversation; the first journey
 * creates it, and every journey also works when it exists already (a retry): picking Rory then opens it. The
 * long-thread check logs in as owner@demo.test and only reads. Messages carry a unique text, so journeys never
 * confuse each other's messages; they run in order in one worker (one sender at a time).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_OWNER, logIn } from './support/session.ts';

const CHATSTART = { username: 'chatstart@demo.test', password: 'demo1234' };
const CHATREPLY = { username: 'chatreply@demo.test', password: 'demo1234' };

const SEND_FAILED = 'Your message was not sent. It is still in the box: try again.';
const CONVERSATION_FAILED = 'Failed to add conversation. Please try again.';

test.describe.configure({ mode: 'default' });

let counter = 0;
function uniqueText(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Logs in through the API and opens the content planner of the user's account. */
async function openPlanner(page: Page, credentials: { username: string; password: string }): Promise<void> {
  const { user } = await logIn(page, credentials);
  await page.goto(`/${user.accountId}/contentplanner`);
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
}

const messageBell = (page: Page) => page.getByRole('button', { name: /^Messages/ });
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Inbox' });
const thread = (page: Page, name: string) => inbox(page).getByRole('list', { name: `Messages with ${name}` });
const messageBox = (page: Page, name: string) => inbox(page).getByLabel(`Message to ${name}`);
const sendButton = (page: Page) => inbox(page).getByRole('button', { name: 'Send', exact: true });

/** Opens the inbox from the message bell's 'More'. */
async function openInbox(page: Page): Promise<void> {
  await messageBell(page).click();
  await page.getByRole('menuitem', { name: 'More' }).click();
  await expect(inbox(page)).toBeVisible();
}

/** Searches 'rory' and picks Rory: a new conversation, or the existing one. */
async function pickRory(page: Page): Promise<Locator> {
  const dialog = inbox(page);
  await dialog.getByLabel('Search members').fill('rory');
  await dialog
    .getByRole('list', { name: 'Members found' })
    .getByRole('button', { name: /Rory Chatreply/ })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Rory Chatreply' })).toBeVisible();
  const box = messageBox(page, 'Rory Chatreply');
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  return box;
}

test.describe('chat', () => {
  test('a message reaches the other member within 3 s, without a reload', async ({ browser, baseURL }) => {
    const startContext = await browser.newContext({ baseURL });
    const replyContext = await browser.newContext({ baseURL });
    try {
      const start = await startContext.newPage();
      const reply = await replyContext.newPage();
      await openPlanner(reply, CHATREPLY);
      await openPlanner(start, CHATSTART);

      await openInbox(start);
      const box = await pickRory(start);
      const first = uniqueText('Hello Rory');
      await box.fill(first);
      await box.press('Enter');
      await expect(thread(start, 'Rory Chatreply').getByText(first)).toBeVisible();
      await expect(box).toHaveValue('');

      // Rory's message bell shows the conversation (the bells ask every 2 s); picking it opens the inbox on it.
      await expect(messageBell(reply)).toHaveAccessibleName(/unread/);
      await messageBell(reply).click();
      await reply.getByRole('menuitem', { name: /Chloe Chatstart/ }).click();
      await expect(inbox(reply).getByRole('heading', { name: 'Chloe Chatstart' })).toBeVisible();
      await expect(thread(reply, 'Chloe Chatstart').getByText(first)).toBeVisible();

      // With the inbox open, the next message arrives within 3 s of the send, without a reload.
      const second = uniqueText('Are you there?');
      await box.fill(second);
      await box.press('Enter');
      await expect(thread(reply, 'Chloe Chatstart').getByText(second)).toBeVisible({ timeout: 3000 });
      await expect(thread(start, 'Rory Chatreply').getByText(second)).toBeVisible();
    } finally {
      await startContext.close();
      await replyContext.close();
    }
  });

  test('a failed send keeps the text; sending again delivers it', async ({ page }) => {
    await openPlanner(page, CHATSTART);
    await openInbox(page);
    const box = await pickRory(page);

    await page.route('**/api/getMemberschatMessages', (route) => route.abort());
    const text = uniqueText('Blocked once');
    await box.fill(text);
    await sendButton(page).click();
    await expect(inbox(page).getByRole('alert')).toHaveText(SEND_FAILED);
    await expect(box).toHaveValue(text);

    await page.unroute('**/api/getMemberschatMessages');
    await sendButton(page).click();
    await expect(thread(page, 'Rory Chatreply').getByText(text)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(inbox(page).getByRole('alert')).toHaveCount(0);
  });

  test('a failed conversation creation shows the toast and keeps the text', async ({ page }) => {
    // Chloe and Rory may have a conversation already (the first journey): the list is answered empty, so picking
    // Rory starts a new one, and its creation fails.
    await page.route('**/api/getAllConversationlist', (route) =>
      route.fulfill({ json: { status: 200, data: [], rows: 0 } }),
    );
    await page.route('**/api/addOrUpdateConversation', (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error', data: null } }),
    );
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/getMemberschatMessages')) sends += 1;
    });
    await openPlanner(page, CHATSTART);
    await openInbox(page);
    await expect(inbox(page).getByText('No conversations yet.')).toBeVisible();
    const box = await pickRory(page);
    await expect(inbox(page).getByText('No messages yet.')).toBeVisible();

    const text = uniqueText('Never created');
    await box.fill(text);
    await box.press('Enter');
    await expect(
      page.locator('li[data-tone="error"]').filter({ hasText: CONVERSATION_FAILED }),
    ).toBeVisible();
    await expect(inbox(page).getByRole('alert')).toHaveText(CONVERSATION_FAILED);
    await expect(box).toHaveValue(text);
    await expect(sendButton(page)).toBeEnabled();
    expect(sends).toBe(0);
  });

  test('Send is disabled for an empty or whitespace message', async ({ page }) => {
    await openPlanner(page, CHATSTART);
    await openInbox(page);
    const box = await pickRory(page);
    await expect(box).toHaveValue('');
    await expect(sendButton(page)).toBeDisabled();
    await box.fill('   \n  ');
    await expect(sendButton(page)).toBeDisabled();
    await box.press('Enter');
    await expect(inbox(page).getByRole('alert')).toHaveCount(0);
    await box.fill('x');
    await expect(sendButton(page)).toBeEnabled();
    await box.fill('');
    await expect(sendButton(page)).toBeDisabled();
  });

  test('the 600-message thread renders scrolled to the newest message', async ({ page }) => {
    await openPlanner(page, DEMO_OWNER);
    await openInbox(page);
    await inbox(page)
      .getByRole('button', { name: /Vera Viewer/ })
      .click();
    const list = thread(page, 'Vera Viewer');
    await expect(list.getByRole('listitem')).toHaveCount(600);
    await expect(list.getByRole('listitem').last()).toBeInViewport();
    await expect
      .poll(() =>
        list.evaluate((element) => {
          const scroller = element.parentElement as HTMLElement;
          return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
        }),
      )
      .toBeLessThanOrEqual(2);
    await expect(messageBox(page, 'Vera Viewer')).toBeFocused();
  });
});

/**
 * The full-page post editor (issue 19, /{accid}/posteditor/{id}) as a user works it, on Sandbox Labs
 * (sandbox@demo.test, whose sandbox Facebook and Twitter are connected here):
 * - a new post for two networks with different texts, an image with its alt text and a first comment, scheduled and
 *   published: each sandbox network shows its own text; Facebook shows the first comment and the alt text;
 * - each network's limit: a text too long for Twitter shows the counter over the limit and is refused before any
 *   call, until Twitter gets its own text;
 * - the planner's edit modal hands what was typed to the full editor; "Next free slot" takes the posting schedule's
 *   next slot that no other post takes;
 * - usereditor and cuseditor open a post the user made and a library post;
 * - the page at 360 px and 1440 px: no sideways scroll, no axe violations.
 * Shared for review: postReview.spec.ts; the media editor: mediaEditor.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { designMessages } from '../../src/domain/design.ts';
import { apiHeaders } from './support/api.ts';
import { expectNoAxeViolations, resizeTo, sidewaysScroll } from './support/pageChecks.ts';
import {
  DAY_MS,
  addPostThroughApi,
  deletePostThroughApi,
  editorForm,
  signIn,
  uploadImage,
  zoneOf,
} from './support/postEditorPage.ts';
import { wallClock, zonedInstant } from './support/zone.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('post editor', () => {
  test('two networks with different texts, an image with alt text and a first comment: published as written', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signIn(page);
    const zone = await zoneOf(page, session);
    const stamp = Date.now().toString(36);
    const main = `Sourdough is back this Saturday ${stamp}. Come early: https://bakery.example/saturday #bread`;
    const short = `Sourdough Saturday ${stamp} #bread`;

    await page.goto(`/${session.accountId}/posteditor/new`);
    const form = editorForm(page);
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
    await form.getByRole('checkbox', { name: 'Facebook', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Twitter', exact: true }).check();
    await form.getByLabel('Post text').fill(main);
    // X counts the link as 23 characters.
    const linkFree = main.replace('https://bakery.example/saturday', '');
    await expect(form.getByText(`Twitter ${Array.from(linkFree).length + 23} / 280`)).toBeVisible();
    await form.getByRole('checkbox', { name: 'Write a different text for Twitter' }).check();
    await expect(form.getByLabel('Twitter text')).toHaveValue(main);
    await form.getByLabel('Twitter text').fill(short);

    // The previews: Facebook with the main text (its link clickable-looking), Twitter with its own.
    const facebookPreview = page.getByRole('article', { name: 'Facebook preview' });
    const twitterPreview = page.getByRole('article', { name: 'Twitter preview' });
    await expect(facebookPreview).toContainText(main);
    await expect(twitterPreview).toContainText(short);
    await expect(twitterPreview).not.toContainText('Come early');

    // An image from the uploads, with its alt text; a first comment.
    const fileName = `loaf-${stamp}.png`;
    await uploadImage(page, session, fileName);
    await form.getByRole('button', { name: 'Add from uploads' }).click();
    await page
      .getByRole('dialog')
      .getByRole('img', { name: designMessages.useImage(fileName) })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await form.getByLabel('Alt text of item 1').fill(`A crusty loaf ${stamp}`);
    await expect(facebookPreview.getByRole('img', { name: `A crusty loaf ${stamp}` })).toBeVisible();
    await form.getByLabel('First comment').fill(`Order ahead ${stamp}`);
    await expect(facebookPreview).toContainText(`First comment: Order ahead ${stamp}`);

    const inTwoMinutes = wallClock(Date.now() + 2 * 60_000, zone);
    await form.getByLabel(`Date (${zone})`).fill(inTwoMinutes.day);
    await form.getByLabel(`Time (${zone})`).fill(inTwoMinutes.time);
    const added = page.waitForResponse((response) => response.url().includes('/api/auth/addPost'));
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await added).json()) as {
      data: { id: number; texts: unknown; first_comment: string; alt_texts: string[] };
    };
    expect(answer.data.texts).toEqual([{ provider_Id: 2, text: short }]);
    expect(answer.data.first_comment).toBe(`Order ahead ${stamp}`);
    expect(answer.data.alt_texts).toEqual([`A crusty loaf ${stamp}`]);
    await expect(page.getByRole('heading', { name: 'Content Planner', level: 1 })).toBeVisible();

    // Brought forward through the API, so the test need not wait for the minute.
    const moved = await page.context().request.post('/api/auth/reschedulePost', {
      headers: apiHeaders(session.token, session.accountId),
      data: {
        account_id: session.accountId,
        post_id: answer.data.id,
        scheduled_at: new Date(Date.now() + 3_000).toISOString(),
      },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    const onFacebook = page.locator('li[data-post-id]', {
      hasText: `Sourdough is back this Saturday ${stamp}`,
    });
    await expect(async () => {
      await page.goto(`/sandbox/social/facebook/feed?account=${session.accountId}`);
      await expect(onFacebook).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    await expect(onFacebook.getByRole('img', { name: `A crusty loaf ${stamp}` })).toBeVisible();
    await expect(onFacebook).toContainText(`First comment: Order ahead ${stamp}`);

    await page.goto(`/sandbox/social/twitter/feed?account=${session.accountId}`);
    const onTwitter = page.locator('li[data-post-id]', { hasText: stamp });
    await expect(onTwitter).toHaveCount(1);
    await expect(onTwitter.locator('p').first()).toHaveText(short);
  });

  test('a text too long for Twitter is refused before any call, until Twitter has its own', async ({
    page,
  }) => {
    const session = await signIn(page);
    await page.goto(`/${session.accountId}/posteditor/new`);
    const form = editorForm(page);
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByRole('checkbox', { name: 'Twitter', exact: true }).check();
    await form.getByLabel('Post text').fill('a'.repeat(300));
    await expect(form.getByText('Twitter 300 / 280 (20 over)')).toBeVisible();
    let calls = 0;
    page.on('request', (request) => {
      if (/\/api\/auth\/(addPost|updatePost)$/.test(request.url())) calls += 1;
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'The Twitter text is 300 characters; Twitter allows 280.',
    );
    await expect(page.getByRole('article', { name: 'Twitter preview' })).toContainText(
      'The Twitter text is 300 characters; Twitter allows 280.',
    );
    expect(calls).toBe(0);
    // What was typed is all still there.
    await expect(form.getByLabel('Post text')).toHaveValue('a'.repeat(300));

    await form.getByRole('checkbox', { name: 'Write a different text for Twitter' }).check();
    await form.getByLabel('Twitter text').fill('Short enough');
    await expect(form.getByText('Twitter 12 / 280')).toBeVisible();
    const added = page.waitForResponse((response) => response.url().includes('/api/auth/addPost'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await added).ok()).toBe(true);
    const saved = (await (await added).json()) as { data: { id: number } };
    await deletePostThroughApi(page, session, saved.data.id);
  });

  test("the planner's modal hands its draft to the full editor; Next free slot skips a taken slot", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const session = await signIn(page);
    const zone = await zoneOf(page, session);
    // The posting schedule answers one slot, tomorrow's weekday at 07:15 in the account's zone.
    const tomorrow = wallClock(Date.now() + DAY_MS, zone).day;
    const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay();
    await page.route('**/api/auth/getFeedSchedule', (route) =>
      route.fulfill({
        json: {
          status: 200,
          data: { account_id: session.accountId, schedule: [{ day: weekday, time: '07:15' }] },
        },
      }),
    );
    const stamp = Date.now().toString(36);

    await page.goto(`/${session.accountId}/contentplanner`);
    await expect(page.getByRole('heading', { name: 'Content Planner', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'New post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await dialog.getByLabel('Post text').fill(`Typed in the modal ${stamp}`);
    await dialog.getByRole('checkbox', { name: 'Facebook', exact: true }).check();
    await dialog.getByRole('button', { name: 'Open the full editor' }).click();

    await expect(page).toHaveURL(new RegExp(`/${session.accountId}/posteditor/new$`));
    const form = editorForm(page);
    await expect(form.getByLabel('Post text')).toHaveValue(`Typed in the modal ${stamp}`);
    await expect(form.getByRole('checkbox', { name: 'Facebook', exact: true })).toBeChecked();

    await form.getByRole('button', { name: 'Next free slot' }).click();
    await expect(form.getByLabel(`Date (${zone})`)).toHaveValue(tomorrow);
    await expect(form.getByLabel(`Time (${zone})`)).toHaveValue('07:15');

    // Another post takes tomorrow's 07:15: the next free one is a week later.
    const takenId = await addPostThroughApi(page, session, {
      description: `Taking the slot ${stamp}`,
      scheduled_at: zonedInstant(tomorrow, '07:15', zone),
      channels: [1],
    });
    try {
      await form.getByRole('button', { name: 'Next free slot' }).click();
      const weekLater = wallClock(Date.parse(`${tomorrow}T12:00:00Z`) + 7 * DAY_MS, 'UTC').day;
      await expect(form.getByLabel(`Date (${zone})`)).toHaveValue(weekLater);
      await expect(form.getByLabel(`Time (${zone})`)).toHaveValue('07:15');
      await expect(form.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();
    } finally {
      await deletePostThroughApi(page, session, takenId);
    }

    // Cancel goes back to the planner; nothing was saved.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Content Planner', level: 1 })).toBeVisible();
  });

  test('a post the user made opens in usereditor with its own texts kept; a library post opens in cuseditor as a new post', async ({
    page,
  }) => {
    const session = await signIn(page);
    const headers = apiHeaders(session.token, session.accountId);
    const stamp = Date.now().toString(36);
    const postId = await addPostThroughApi(page, session, {
      description: `Made by me ${stamp}`,
      scheduled_at: null,
      channels: [1, 2],
      texts: [{ provider_Id: 2, text: `For Twitter ${stamp}` }],
      first_comment: `Comment ${stamp}`,
    });
    try {
      await page.goto(`/${session.accountId}/usereditor/${postId}`);
      const form = editorForm(page);
      await expect(form.getByLabel('Post text')).toHaveValue(`Made by me ${stamp}`);
      await expect(form.getByRole('checkbox', { name: 'Write a different text for Twitter' })).toBeChecked();
      await expect(form.getByLabel('Twitter text')).toHaveValue(`For Twitter ${stamp}`);
      await expect(form.getByLabel('First comment')).toHaveValue(`Comment ${stamp}`);
      await form.getByLabel('Post text').fill(`Made by me, edited ${stamp}`);
      const updated = page.waitForResponse((response) => response.url().includes('/api/auth/updatePost'));
      await form.getByRole('button', { name: 'Save' }).click();
      const answer = (await (await updated).json()) as {
        data: { description: string; texts: unknown; first_comment: string };
      };
      expect(answer.data).toMatchObject({
        description: `Made by me, edited ${stamp}`,
        texts: [{ provider_Id: 2, text: `For Twitter ${stamp}` }],
        first_comment: `Comment ${stamp}`,
      });
    } finally {
      await deletePostThroughApi(page, session, postId);
    }

    const library = await page.context().request.get('/api/auth/getAllLibrary?page=1&network=1', {
      headers: { ...headers, account_Id: String(session.accountId) },
    });
    expect(library.ok(), await library.text()).toBe(true);
    const first = ((await library.json()) as { data: { id: number; caption: string }[] }).data[0]!;
    await page.goto(`/${session.accountId}/cuseditor/${first.id}`);
    const form = editorForm(page);
    await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Post text')).toHaveValue(
      new RegExp(`^${escapeRegExp(first.caption.trim())}`),
    );
    await expect(form.getByRole('checkbox', { name: 'Facebook', exact: true })).toBeChecked();
    await expect(form.getByRole('img', { name: 'Item 1 of 1' })).toBeVisible();
  });

  test('fits a phone and a desktop with no accessibility violations; a bad address says so', async ({
    page,
  }) => {
    const session = await signIn(page);
    await resizeTo(page, 360, 800);
    await page.goto(`/${session.accountId}/posteditor/new`);
    const form = editorForm(page);
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByRole('checkbox', { name: 'Facebook', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Write a different text for Facebook' }).check();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await resizeTo(page, 1440, 900);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.goto(`/${session.accountId}/posteditor/not-a-post`);
    await expect(page.getByText('This address does not name a post.')).toBeVisible();
    await page.goto(`/${session.accountId}/posteditor/999999999`);
    await expect(page.getByRole('alert')).toContainText('Post not found.');
  });
});

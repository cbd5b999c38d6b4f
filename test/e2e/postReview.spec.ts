/**
 * A post shared for review (issue 19, /{accid}/sharedposteditor/{token}) on Sandbox Labs: a member makes a link in the
 * post editor, someone without an account (a browser context with no session) approves once with a comment, the
 * member sees the answer and the post is approved; a second link, revoked after asking, no longer opens. The
 * reviewer's page at 390 px: no axe violations, no sideways scroll.
 */
import { expect, test } from '@playwright/test';
import { reviewMessages } from '../../src/contract/reviewLinks.ts';
import { apiHeaders } from './support/api.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';
import { DAY_MS, addPostThroughApi, deletePostThroughApi, signIn } from './support/postEditorPage.ts';

test.describe('shared for review', () => {
  test('someone without an account approves once with a comment; a revoked link no longer opens', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const session = await signIn(page);
    const headers = apiHeaders(session.token, session.accountId);
    const stamp = Date.now().toString(36);
    const postId = await addPostThroughApi(page, session, {
      description: `Please check me ${stamp}`,
      scheduled_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      channels: [1],
      approved: 0,
    });
    const reviewer = await browser.newContext();
    try {
      await page.goto(`/${session.accountId}/posteditor/${postId}`);
      const panel = page.getByRole('region', { name: 'Share for review' });
      await panel.getByRole('button', { name: 'Create a review link' }).click();
      const link = await panel.getByRole('textbox', { name: 'Review link' }).inputValue();
      expect(link).toMatch(new RegExp(`/${session.accountId}/sharedposteditor/[A-Za-z0-9_-]{43}$`));
      await expect(panel.getByRole('list', { name: 'Review links' })).toContainText('Waiting for review');

      // The reviewer: no account, no session.
      const review = await reviewer.newPage();
      await review.setViewportSize({ width: 390, height: 844 });
      await review.goto(link);
      await expect(review.getByRole('heading', { name: 'Review a post', level: 1 })).toBeVisible({
        timeout: 15_000,
      });
      await expect(review.getByRole('article', { name: 'Facebook preview' })).toContainText(
        `Please check me ${stamp}`,
      );
      await expectNoAxeViolations(review);
      expect(await sidewaysScroll(review)).toBeLessThanOrEqual(0);
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(review.getByRole('alert')).toHaveText('Please write your name.');
      await review.getByLabel('Your name').fill('Rita Reviewer');
      await review.getByLabel('Comment').fill('Lovely, go ahead.');
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(review.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
        /the post is approved/,
      );
      // Single-purpose: opened again, it says it was answered.
      await review.reload();
      await expect(review.getByText(reviewMessages.used)).toBeVisible();

      // The member sees the answer; the post is approved.
      await page.reload();
      const list = page
        .getByRole('region', { name: 'Share for review' })
        .getByRole('list', { name: 'Review links' });
      await expect(list).toContainText('Approved by Rita Reviewer');
      await expect(list).toContainText('Lovely, go ahead.');
      const stored = await page.context().request.post('/api/auth/getPostById', {
        headers,
        data: { account_id: session.accountId, post_id: postId },
      });
      expect(((await stored.json()) as { data: { msp: { approved: number }[] } }).data.msp[0]!.approved).toBe(
        1,
      );

      // A second link, revoked after asking: it no longer opens.
      const second = page.getByRole('region', { name: 'Share for review' });
      await second.getByRole('button', { name: 'Create a review link' }).click();
      const revokedLink = await second.getByRole('textbox', { name: 'Review link' }).inputValue();
      expect(revokedLink).not.toBe(link);
      await second.getByRole('button', { name: 'Revoke' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Revoke this review link?' });
      await ask.getByRole('button', { name: 'Revoke' }).click();
      await expect(ask).toBeHidden();
      await expect(second.getByRole('list', { name: 'Review links' })).toContainText('Revoked');
      await review.goto(revokedLink);
      await expect(review.getByText(reviewMessages.revoked)).toBeVisible({ timeout: 15_000 });
      await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    } finally {
      await reviewer.close();
      await deletePostThroughApi(page, session, postId);
    }
  });
});

/**
 * UI model of the session-timeout MFA popup (spec 4.3, 8), as viewer@demo.test on the Change password page, the
 * way test/e2e/mfa.spec.ts meets a timeout: the session is aged with POST /dev/age-session, and the form the user
 * had open is sent (the new password equal to the current one, so the server refuses it and nothing changes).
 *
 * - `session.timedOut` in the default layout with a known user: that form sent on an aged session. In the onBoard
 *   layout: /topics loaded while the session ages just before its first protected call (POST /auth/setonline).
 *   With no known user: the user detail cookie gone and the page reloaded on an aged session (GET /me times out
 *   during the session check, before the session knows the user).
 * - `session.loggedOut` (the session ends while the popup is open): the user had pressed Log out just before the
 *   form was sent, and the logout call was still out; it comes back once the popup is open, and the redirect to
 *   /#login 100 ms later ends the session.
 * - Codes come from the mail outbox. The digits typed or pasted are the real code when the path's next
 *   verification succeeds, another code when it is refused ('Invalid otp' from the real server).
 * - Failed sends and verifications are arranged with a route: a `code` other than 200 in the sendMFA answer, or
 *   an aborted call.
 */
import { expect, type Page } from '@playwright/test';
import { logIn } from '../e2e/support/session.ts';
import {
  ageSession,
  ageSessionBeforeNextOnlineCall,
  codeMailedAfter,
  digitBox,
  mfaDialog,
  mfaLoginButton,
  newestMailId,
  pasteInto,
  resendButton,
  sendCodeButton,
  wrongCode,
} from '../e2e/support/mfa.ts';
import { heldCalls } from './support/heldCalls.ts';
import type { PathStep, StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };
const TIMED_OUT_TEXT = 'Your session has timed out due to inactivity.';

interface TimedOut {
  type: 'session.timedOut';
  layout: string;
  userId: number | null;
}

const isPopupTimeout = (event: { type: string }) => {
  const timedOut = event as TimedOut;
  return timedOut.type === 'session.timedOut' && timedOut.layout === 'default' && timedOut.userId !== null;
};
const isVerified = (step: PathStep | undefined) =>
  step?.event.type === 'xstate.done.actor.verifyCode' &&
  (step.event as unknown as { output: { code: number } }).output.code === 200;
const isSent = (event: { type: string }) =>
  event.type === 'xstate.done.actor.sendCode' &&
  (event as unknown as { output: { code: number } }).output.code === 200;
const DIGIT_EVENTS = ['mfa.digitEntered', 'mfa.pasted', 'mfa.backspace'];

/** Sends the form on an aged session. A background call of the page (bells, chat) may meet the timeout first. */
async function submitChangePassword(page: Page) {
  try {
    await page.getByRole('main').getByRole('button', { name: 'Change password' }).click({ timeout: 3_000 });
  } catch (error) {
    if (!(await mfaDialog(page).isVisible())) throw error;
  }
}

/** The code the user types for the rest of this path: the mailed one, or another when the next check refuses it. */
async function intendedCode(ctx: StepContext): Promise<string> {
  const mailedAfter = ctx.scratch.mailedAfter as number;
  const cache = (ctx.scratch.codes ??= {}) as Record<number, string>;
  cache[mailedAfter] ??= await codeMailedAfter(ctx.page.request, VIEWER.username, mailedAfter);
  const real = cache[mailedAfter];
  const nextCheck = ctx.path.steps
    .slice(ctx.index + 1)
    .find((step) => step.event.type.endsWith('.actor.verifyCode'));
  return isVerified(nextCheck) ? real : wrongCode(real);
}

/** Clicks a send button; a send the real server answers mails a new code, read later from the outbox. */
async function send(ctx: StepContext, button: ReturnType<typeof sendCodeButton>) {
  if (ctx.following[0] && isSent(ctx.following[0])) {
    ctx.scratch.mailedAfter = await newestMailId(ctx.page.request, VIEWER.username);
  }
  await stayBusy(ctx, '**/api/sendMFA');
  await button.click();
}

/** When the user acts again before the call answers (Close while sending), the call is held: it stays busy. */
async function stayBusy(ctx: StepContext, url: string) {
  if (ctx.following.length === 0)
    await heldCalls(ctx.page, ctx.scratch).hold(url, (route) => route.continue());
}

const releaseAnswer = ({ scratch }: StepContext) => {
  (scratch.release as () => void)();
  return Promise.resolve();
};

export const mfaModel: UiModel = {
  machine: 'mfa',
  async start({ page }: WalkContext) {
    await logIn(page, VIEWER);
    await page.goto('/change_password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByLabel('Current password').fill(VIEWER.password);
    await page.getByLabel('New password').fill(VIEWER.password);
  },
  states: {
    mfa: async ({ page }) => {
      // The app is up (CSS, since the popup hides the rest from the accessibility tree).
      await expect(page.locator('main').first()).toBeAttached();
    },
    'mfa.idle': async ({ page }) => {
      await expect(mfaDialog(page)).toHaveCount(0);
    },
    'mfa.open': async ({ page }) => {
      await expect(mfaDialog(page)).toBeVisible();
      await expect(mfaDialog(page)).toContainText(TIMED_OUT_TEXT);
      await expect(mfaDialog(page).getByRole('button', { name: 'Close' })).toBeEnabled();
    },
    'mfa.open.awaitingSend': async ({ page }) => {
      await expect(sendCodeButton(page)).toBeEnabled();
      await expect(digitBox(page, 1)).toHaveCount(0);
    },
    'mfa.open.sendingCode': async ({ page }) => {
      await expect(sendCodeButton(page)).toBeDisabled();
    },
    'mfa.open.enteringCode': async ({ page }) => {
      for (const n of [1, 2, 3, 4]) await expect(digitBox(page, n)).toBeVisible();
      await expect(mfaLoginButton(page)).toBeVisible();
    },
    'mfa.open.enteringCode.ready': async ({ page }) => {
      await expect(resendButton(page)).toBeEnabled();
      await expect(digitBox(page, 1)).not.toHaveAttribute('readonly');
    },
    'mfa.open.enteringCode.resending': async ({ page }) => {
      await expect(resendButton(page)).toBeDisabled();
      await expect(digitBox(page, 1)).toHaveAttribute('readonly');
    },
    'mfa.open.verifying': async ({ page }) => {
      await expect(mfaLoginButton(page)).toBeDisabled();
      await expect(digitBox(page, 1)).toHaveAttribute('readonly');
    },
  },
  actions: {
    'session.timedOut': async (ctx) => {
      const { page, context, event, path, index } = ctx;
      const timedOut = event as TimedOut;
      if (timedOut.layout !== 'default') {
        // An onBoard page (Topics): the session ages just before the page's first protected call.
        await ageSessionBeforeNextOnlineCall(page);
        await page.goto('/topics');
        await expect(page).toHaveURL(/#login$/);
        return;
      }
      if (timedOut.userId === null) {
        // Nothing in the browser says who the user is: the reload's session check (GET /me) meets the timeout.
        await context.clearCookies({ name: 'auth.usedetail' });
        await ageSession(page);
        await page.goto('/change_password');
        return;
      }
      const later = path.steps.slice(index + 1).map((step) => step.event);
      const nextTimeout = later.findIndex((next) => next.type === 'session.timedOut');
      const endsElsewhere = later
        .slice(0, nextTimeout < 0 ? undefined : nextTimeout)
        .some((next) => next.type === 'session.loggedOut');
      if (endsElsewhere) {
        // Log out first; the logout call is held until the popup is open (session.loggedOut lets it go).
        ctx.scratch.releaseLogout = await heldCalls(page, ctx.scratch).hold('**/api/logout', (route) =>
          route.continue(),
        );
        await page.getByRole('button', { name: 'Log out', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Logging out…' })).toBeVisible();
      }
      await ageSession(page);
      await submitChangePassword(page);
    },
    'session.loggedOut': async ({ page, scratch }) => {
      (scratch.releaseLogout as () => void)();
      // The logout answered: the browser side is cleared, and /#login follows 100 ms later.
      await expect
        .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'auth.token'))
        .toBe(false);
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/#login$/);
    },
    'mfa.close': async ({ page }) => {
      await mfaDialog(page).getByRole('button', { name: 'Close' }).click();
    },
    'mfa.sendCode': (ctx) => send(ctx, sendCodeButton(ctx.page)),
    'mfa.resend': (ctx) => send(ctx, resendButton(ctx.page)),
    'mfa.digitEntered': async (ctx) => {
      const { index, value } = ctx.event as unknown as { index: number; value: string };
      const box = digitBox(ctx.page, index + 1);
      if (value === '') {
        await box.fill('');
        return;
      }
      const digit = (await intendedCode(ctx))[index]!;
      await box.focus();
      await ctx.page.keyboard.press(digit);
    },
    'mfa.pasted': async (ctx) => {
      await pasteInto(digitBox(ctx.page, 1), `Your code: ${await intendedCode(ctx)}`);
    },
    'mfa.backspace': async ({ page, event }) => {
      const { index } = event as unknown as { index: number };
      await digitBox(page, index + 1).focus();
      await page.keyboard.press('Backspace');
    },
    'mfa.submit': async (ctx) => {
      await stayBusy(ctx, '**/api/MFAauthenticate');
      await mfaLoginButton(ctx.page).click();
    },
    // The answers are held until the page was checked in the busy state (support/heldCalls.ts), then let go.
    'xstate.done.actor.sendCode': releaseAnswer,
    'xstate.error.actor.sendCode': releaseAnswer,
    'xstate.done.actor.verifyCode': releaseAnswer,
    'xstate.error.actor.verifyCode': releaseAnswer,
  },
  arrange: {
    'xstate.done.actor.sendCode': async ({ page, event, scratch }) => {
      scratch.release = await heldCalls(page, scratch).hold('**/api/sendMFA', (route) =>
        isSent(event)
          ? route.continue() // the real server mails a code
          : route.fulfill({ json: { status: 200, code: 500, message: 'Error sending otp', data: null } }),
      );
    },
    'xstate.error.actor.sendCode': async ({ page, scratch }) => {
      scratch.release = await heldCalls(page, scratch).hold('**/api/sendMFA', (route) => route.abort());
    },
    'xstate.done.actor.verifyCode': async ({ page, scratch }) => {
      scratch.release = await heldCalls(page, scratch).hold('**/api/MFAauthenticate', (route) =>
        route.continue(),
      );
    },
    'xstate.error.actor.verifyCode': async ({ page, scratch }) => {
      scratch.release = await heldCalls(page, scratch).hold('**/api/MFAauthenticate', (route) =>
        route.abort(),
      );
    },
  },
  unwalkable(path: UiPath) {
    const steps = path.steps;
    for (const [index, step] of steps.entries()) {
      if (step.event.type === 'session.timedOut' && !isPopupTimeout(step.event) && index < steps.length - 1) {
        return 'a timeout outside the popup (onBoard layout, no known user) logs the user out: nothing follows';
      }
      if (DIGIT_EVENTS.includes(step.event.type)) {
        const before = steps[index - 1]!.state;
        if (!before.matches({ open: { enteringCode: 'ready' } })) {
          return 'the digit boxes are read-only while a code is being sent or checked';
        }
      }
      if (isVerified(step)) {
        let lastDigits = -1;
        steps.slice(0, index).forEach((earlier, at) => {
          if (DIGIT_EVENTS.includes(earlier.event.type)) lastDigits = at;
        });
        if (steps.slice(lastDigits + 1, index).some((between) => isSent(between.event))) {
          return 'the code typed was replaced by a later one (Resend code): the server refuses it';
        }
      }
    }
    return null;
  },
};

/**
 * UI model of the profile form (issue 16; spec 3, 7.1) on the settings hub's Profile tab, as the demo owner. Each
 * path first puts the owner's profile back as seeded (no telephone) through the real API, so the form starts
 * unchanged. The samples' values stand for the owner's: the sample e-mail `owner@demo.test` is the owner's own.
 * A save the server answers really saves; a refused one is answered on the call: a 409 naming the e-mail (another
 * login uses it) or a connection that failed.
 */
import { expect, type Page } from '@playwright/test';
import { sampleProfile } from '../../machines/profileForm.samples.ts';
import { profileLabels, profileMessages, type ProfileField } from '../../src/domain/profile.ts';
import { DEMO_OWNER, logIn } from '../e2e/support/session.ts';
import type { UiModel, WalkContext } from './support/uiModel.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Profile' });
const field = (page: Page, name: ProfileField) => form(page).getByLabel(profileLabels[name], { exact: true });
const saveButton = (page: Page) => form(page).getByRole('button', { name: /^(Save profile|Saving…)$/ });

interface Typed {
  /** What each field holds on the page, as the path typed it. */
  values: Partial<Record<ProfileField, string>>;
}
const typed = (scratch: Record<string, unknown>) => (scratch.typed ??= { values: {} }) as Typed;

async function showsTyping({ page, scratch }: WalkContext) {
  for (const [name, value] of Object.entries(typed(scratch).values))
    await expect(field(page, name as ProfileField)).toHaveValue(value);
}

export const profileFormModel: UiModel = {
  machine: 'profileForm',
  async start({ page }) {
    const { token, user } = await logIn(page);
    const reset = await page.request.post('/api/updateProfile', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: user.id, profile: { ...sampleProfile, email: DEMO_OWNER.username } },
    });
    expect(reset.ok()).toBe(true);
    await page.goto('/userSetting#profile');
    await expect(saveButton(page)).toBeEnabled();
    await expect(field(page, 'email')).toHaveValue(DEMO_OWNER.username);
  },
  states: {
    'profileForm.editing': async (ctx) => {
      await expect(saveButton(ctx.page)).toHaveText('Save profile');
      await expect(saveButton(ctx.page)).toBeEnabled();
      await showsTyping(ctx);
    },
    'profileForm.saving': async (ctx) => {
      await expect(saveButton(ctx.page)).toHaveText('Saving…');
      await expect(field(ctx.page, 'first_name')).toBeDisabled();
      await showsTyping(ctx);
    },
  },
  actions: {
    'field.changed': async ({ page, scratch, event }) => {
      const name = event.field as ProfileField;
      const value =
        name === 'email' && event.value === sampleProfile.email ? DEMO_OWNER.username : String(event.value);
      const input = field(page, name);
      // Typing what the field already holds sends no input event: the user types it again over a cleared field.
      if ((await input.inputValue()) === value) await input.fill('');
      await input.fill(value);
      typed(scratch).values[name] = value;
    },
    'profile.save': async ({ page, live }) => {
      await saveButton(page).click();
      // Nothing to save, or a rule broken: the page answers at once (no call is made).
      if (live.latest()?.value === 'editing') return;
    },
    'profile.reset': async ({ page, scratch }) => {
      await form(page).getByRole('button', { name: 'Discard changes' }).click();
      typed(scratch).values = {};
      await expect(field(page, 'email')).toHaveValue(DEMO_OWNER.username);
    },
    'xstate.done.actor.saveProfile': async ({ page }) => {
      await expect(form(page).getByRole('status')).toHaveText(profileMessages.saved);
    },
    'xstate.error.actor.saveProfile': async ({ page, event }) => {
      const error = event.error as Error & { field?: string };
      if (error.field === 'email') {
        await expect(field(page, 'email')).toHaveAccessibleDescription(profileMessages.emailTaken);
      } else {
        await expect(form(page).getByRole('alert')).toBeVisible();
      }
    },
  },
  arrange: {
    'xstate.error.actor.saveProfile': async ({ page, event }) => {
      const error = event.error as Error & { field?: string };
      await page.route(
        '**/api/updateProfile',
        (route) =>
          error.field === 'email'
            ? route.fulfill({
                status: 409,
                contentType: 'application/json',
                body: JSON.stringify({
                  status: 409,
                  message: profileMessages.emailTaken,
                  field: 'email',
                  data: null,
                }),
              })
            : route.abort('internetdisconnected'),
        { times: 1 },
      );
    },
  },
};

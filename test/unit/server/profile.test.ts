/** POST /updateProfile with a profile (spec 3, 7.1; issue 16): the form's rules on the server, one's own only. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { meResponse, updateProfileResponse } from '../../../src/contract/session.ts';
import { profileMessages, type ProfileFields } from '../../../src/domain/profile.ts';
import { OWNER, VIEWER, call, logIn, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, member: VIEWER });

const profile: ProfileFields = {
  first_name: ' Olivia ',
  last_name: 'Owner',
  email: 'olivia.owner@demo.test',
  telephone: '+44 20 7946 0000',
  country: 'United Kingdom',
  region: 'London',
  zip_code: 'SW1A 1AA',
};

async function rowOf(id: number) {
  const [row] = await t.server.db.query<Record<string, string | null>>(
    'select first_name, last_name, email, telephone, country, region, zip_code from users where id = $1',
    [id],
  );
  return row;
}

describe('POST /api/updateProfile with a profile', () => {
  it('saves the trimmed profile and answers the user as it is now; GET me agrees; the new e-mail logs in', async () => {
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id, profile },
    });
    expect(answer.status).toBe(200);
    const user = v.parse(updateProfileResponse, answer.json).data?.user;
    expect(user).toMatchObject({
      email: 'olivia.owner@demo.test',
      name: { first_name: 'Olivia', last_name: 'Owner' },
      telephone: '+44 20 7946 0000',
      country: 'United Kingdom',
      region: 'London',
      zip_code: 'SW1A 1AA',
    });
    const me = await call(t.server.app, 'GET', '/api/me', { token: t.owner.token });
    expect(v.parse(meResponse, me.json).data).toEqual(user);
    await logIn(t.server.app, { username: 'olivia.owner@demo.test', password: OWNER.password });
    // Back, so the other tests of this file see the seeded owner.
    await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id, profile: { ...profile, email: OWNER.username, telephone: '' } },
    });
    expect(await rowOf(t.owner.user.id)).toMatchObject({ email: OWNER.username, telephone: null });
  });

  it.each([
    ['first_name', { first_name: '  ' }, profileMessages.firstNameMissing],
    ['email', { email: 'olivia' }, profileMessages.emailInvalid],
    ['telephone', { telephone: 'call me' }, profileMessages.telephoneInvalid],
    ['zip_code', { zip_code: '#1' }, profileMessages.zipInvalid],
  ] as const)(
    'refuses a bad %s with the form sentence and changes nothing',
    async (field, change, message) => {
      const before = await rowOf(t.owner.user.id);
      const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
        token: t.owner.token,
        body: { id: t.owner.user.id, profile: { ...profile, ...change } },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ message: message, field });
      expect(await rowOf(t.owner.user.id)).toEqual(before);
    },
  );

  it('refuses an e-mail another login uses (409, whatever its case) and changes nothing', async () => {
    const before = await rowOf(t.owner.user.id);
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id, profile: { ...profile, email: VIEWER.username.toUpperCase() } },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ message: profileMessages.emailTaken, field: 'email' });
    expect(await rowOf(t.owner.user.id)).toEqual(before);
  });

  it("refuses another user's profile (403) and a value past its length (400)", async () => {
    const foreign = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.member.token,
      body: { id: t.owner.user.id, profile },
    });
    expect(foreign.status).toBe(403);
    const long = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id, profile: { ...profile, region: 'x'.repeat(81) } },
    });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      message: 'profile.region: Region or state can be at most 80 characters long.',
    });
  });

  it('needs last_login or a profile', async () => {
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id },
    });
    expect(answer.status).toBe(400);
  });
});

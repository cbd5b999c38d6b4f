/**
 * The SPA's upload calls (src/api/media.ts) through the one API client against the reference server, in process:
 * a File goes out as multipart, the logo to the current account (its header), a refusal comes back as the domain's
 * sentence; and what a logo change invalidates in the query cache.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { mediaCalls, uploadErrorSentence } from '../../../src/api/media.ts';
import { accounts } from '../../../src/api/queries/accounts.ts';
import { createQueryClient } from '../../../src/api/queries/client.ts';
import { accountLogo, logoChanged } from '../../../src/api/queries/media.ts';
import { accountProfile, brandKit } from '../../../src/api/queries/organisation.ts';
import { mediaMessages } from '../../../src/domain/media.ts';
import { OWNER, VIEWER } from '../server/support.ts';
import { seededServer } from './clientSupport.ts';

const live = seededServer({ owner: OWNER, viewer: VIEWER });

const png = async () =>
  new File(
    [
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    ],
    'logo.png',
    { type: 'image/png' },
  );

describe('mediaCalls', () => {
  it('uploads and removes the avatar as the signed-in person', async () => {
    const calls = mediaCalls(live.clientAs(live.as.owner));
    const uploaded = await calls.uploadAvatar(await png());
    expect(uploaded.data!.media).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    expect(uploaded.data!.user.avatar).toBe(uploaded.data!.media!.url);
    const removed = await calls.removeAvatar();
    expect(removed.data!.user.avatar).toBeNull();
  });

  it('uploads the logo of the current account (its header), reads it back with getLogo, removes it', async () => {
    const calls = mediaCalls(live.clientAs(live.as.owner));
    const acme = live.accounts['Acme Bakery']!;
    expect(live.as.owner.user.accountId).toBe(acme);
    const uploaded = await calls.uploadLogo(await png());
    expect(uploaded.data).toMatchObject({ account_id: acme, logo: uploaded.data!.media!.url });
    expect((await calls.logo()).data).toMatchObject({ account_id: acme, logo: uploaded.data!.logo });
    expect((await calls.removeLogo(acme)).data).toMatchObject({ logo: null });
    expect((await calls.logo()).data!.logo).toBeNull();
  });

  it("turns the server's refusal into its sentence", async () => {
    const calls = mediaCalls(live.clientAs(live.as.owner));
    const renamed = new File(['just some text'], 'photo.png', { type: 'image/png' });
    const failure = await calls.uploadAvatar(renamed).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(uploadErrorSentence(failure, mediaMessages.uploadFailed)).toBe(mediaMessages.wrongType);

    const viewer = mediaCalls(live.clientAs(live.as.viewer));
    const refused = await viewer.uploadLogo(await png()).catch((error: unknown) => error);
    expect(uploadErrorSentence(refused, mediaMessages.uploadFailed)).toBe(
      'Your role on this account does not allow this.',
    );
  });
});

describe('uploadErrorSentence', () => {
  it('answers the size sentence for any 413, and the fallback for what has no sentence to show', () => {
    const fallback = mediaMessages.uploadFailed;
    expect(uploadErrorSentence(new ApiError('http', 'Request failed with status 413', 413), fallback)).toBe(
      mediaMessages.tooLarge,
    );
    expect(
      uploadErrorSentence(new ApiError('http', 'Something went wrong on our side.', 500), fallback),
    ).toBe(fallback);
    expect(uploadErrorSentence(new ApiError('network', 'offline'), fallback)).toBe(fallback);
    expect(uploadErrorSentence(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe('logoChanged', () => {
  it('marks the logo, the organisation profile, the brand kit and the account list stale', async () => {
    const client = createQueryClient();
    const keys = [
      accountLogo.key(7),
      accountProfile.key(7),
      brandKit.key(7),
      accounts.key(),
      accountLogo.key(8),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await logoChanged(7, client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
});

/**
 * DEMO_MODE=0 (a deployment): the sandboxes (/sandbox/*) and the dev routes (/dev/*) do not exist, even when the app
 * is handed the sandbox providers and the mail outbox; without providers the social and partner calls answer a
 * clean 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages } from '../../../src/contract/social.ts';
import type { App } from '../../../src/server/app.ts';
import { noProviders } from '../../../src/server/providers.ts';
import { PAYMENTS_NOT_CONFIGURED } from '../../../src/server/routes/billing.ts';
import { partnerMessages } from '../../../src/server/routes/partner.ts';
import { OWNER, call, logIn, otherApp, startTestServer, type TestServer } from './support.ts';

let demo: TestServer;
/** The same database and providers (the sandboxes), with demoMode off and mail still in the outbox. */
let deployment: App;

beforeAll(async () => {
  demo = await startTestServer();
  deployment = otherApp(demo, { demoMode: false });
}, 60_000);
afterAll(() => demo?.close());

/** POSTs carry a small JSON body, as a caller of the sandbox would send. */
const bodyFor = (method: string) => (method === 'POST' ? { account_id: 1 } : undefined);

const SANDBOX_AND_DEV_ROUTES: [string, string][] = [
  ['GET', '/dev/outbox'],
  ['POST', '/dev/age-session'],
  ['GET', '/dev/model-coverage'],
  ['GET', '/sandbox/checkout?price_id=pri_x&email=owner%40demo.test&account_id=1'],
  ['POST', '/sandbox/checkout/complete'],
  ['GET', '/sandbox/update-payment?subscription=sub_x'],
  ['POST', '/sandbox/cancel'],
  ['GET', '/sandbox/sandbox.css'],
  ['GET', '/sandbox/social/x/consent?state=s&redirect_uri=http%3A%2F%2Fapp.test%2Fcb'],
  ['GET', '/sandbox/social/facebook/feed?account=1'],
  ['POST', '/sandbox/social/x/switch'],
  ['POST', '/sandbox/social/facebook/switch'],
  ['GET', '/sandbox/partner/circle?ticket=abc'],
  ['GET', '/sandbox/partner/partner.css'],
];

describe('demoMode off', () => {
  it.each(SANDBOX_AND_DEV_ROUTES)('%s %s is a JSON 404', async (method, path) => {
    const { token } = await logIn(deployment, OWNER);
    const answer = await call(deployment, method, path, { token, body: bodyFor(method) });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      status: 404,
      message: `Not found: ${method} ${path.split('?')[0]}`,
      data: null,
    });
  });

  it('the same routes exist in demo mode (they answer something other than 404)', async () => {
    const { token } = await logIn(demo.app, OWNER);
    const present = SANDBOX_AND_DEV_ROUTES.filter(
      ([, path]) => path !== '/dev/model-coverage' && path !== '/sandbox/social/x/switch',
    );
    for (const [method, path] of present) {
      const answer = await call(demo.app, method, path, { token, body: bodyFor(method) });
      expect(`${method} ${path} ${answer.status}`).not.toMatch(/ 404$/);
    }
  });

  describe('without the sandbox providers (what main.ts hands a deployment)', () => {
    let bare: App;
    beforeAll(() => {
      bare = otherApp(demo, { demoMode: false }, { providers: noProviders() });
    });

    it('connecting a social network answers 503 with a clear message', async () => {
      const { token, user } = await logIn(bare, OWNER);
      const answer = await call(bare, 'POST', '/api/sociallink', {
        token,
        body: { account_id: user.accountId!, provider_Id: 1 },
      });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ status: 503, message: socialMessages.notAvailable });
      const refresh = await call(bare, 'POST', '/api/tokenRefresh', {
        token,
        body: { account_id: user.accountId!, provider_Id: 1 },
      });
      expect(refresh.status).toBe(503);
      expect(refresh.json).toMatchObject({ message: socialMessages.notAvailable });
    });

    it('without PADDLE_CLIENT_TOKEN nothing points at the checkout sandbox: checkout and management answer 503', async () => {
      const { token } = await logIn(bare, OWNER);
      const config = await call(bare, 'GET', '/api/checkoutConfig', { token });
      expect(config.status).toBe(503);
      expect(config.json).toMatchObject({ status: 503, message: PAYMENTS_NOT_CONFIGURED });
      const management = await call(bare, 'GET', '/api/auth/paddleManagementUrl', { token });
      expect(management.json).toMatchObject({
        status: 503,
        response: null,
        errorMsg: PAYMENTS_NOT_CONFIGURED,
      });
      // In demo mode the same calls answer with the sandbox.
      const demoConfig = await call(demo.app, 'GET', '/api/checkoutConfig', { token });
      expect(demoConfig.status).toBe(200);
    });

    it('the social link status still answers', async () => {
      const { token } = await logIn(bare, OWNER);
      expect((await call(bare, 'GET', '/api/auth/socialAccountStatus', { token })).status).toBe(200);
    });

    it('signing in to Circle Network answers 503 with a clear message', async () => {
      const { token, user } = await logIn(bare, OWNER);
      const answer = await call(bare, 'POST', '/api/partnerAuth/partnerSignIn', {
        token,
        body: {
          userData: {
            email: OWNER.username,
            first_name: 'Olivia',
            last_name: 'Owner',
            external_id: String(user.id),
          },
          partnerName: 'circle',
        },
      });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ status: 503, message: partnerMessages.notAvailable });
    });
  });
});

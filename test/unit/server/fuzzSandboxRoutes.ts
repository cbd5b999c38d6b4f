/** The sandbox pages (checkout, partner, social networks) and the dev routes, as the fuzz test calls them. */
import {
  sandboxCancelRequest,
  sandboxCheckoutCompleteRequest,
  sandboxUpdatePaymentRequest,
} from '../../../src/contract/checkout.ts';
import { sandboxSwitchRequest } from '../../../src/contract/social.ts';
import * as v from 'valibot';
import { body, text, type RouteSpec } from './fuzzRoutes.ts';

const network = { network: text('facebook') };

/** The sandbox consent form: what the route reads (it answers its own page for a bad link). */
const consentForm = v.object({
  state: v.optional(v.string()),
  redirect_uri: v.optional(v.string()),
  decision: v.optional(v.string()),
  name: v.optional(v.string()),
});

export const SANDBOX_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /sandbox/sandbox.css': {},
  'GET /sandbox/checkout.js': {},
  'GET /sandbox/update-payment.js': {},
  'GET /sandbox/checkout': {
    query: {
      price_id: { example: (ctx) => ctx.priceId, schema: null },
      email: text('owner@demo.test'),
      account_id: { example: (ctx) => String(ctx.acme), schema: null },
    },
  },
  'POST /sandbox/checkout/complete': {
    writes: true,
    body: body(sandboxCheckoutCompleteRequest, (ctx) => ({
      price_id: ctx.priceId,
      email: 'owner@demo.test',
      account_id: ctx.acme,
      card_exp_month: 12,
      card_exp_year: 2030,
    })),
  },
  'GET /sandbox/update-payment': {
    query: { subscription: { example: (ctx) => ctx.subId, schema: null }, action: text('cancel') },
  },
  'POST /sandbox/update-payment': {
    writes: true,
    body: body(sandboxUpdatePaymentRequest, (ctx) => ({
      subscription: ctx.subId,
      cardnumber: '4242 4242 4242 4242',
      month: 12,
      year: 2030,
      cvc: '123',
      name: 'Olivia Owner',
    })),
  },
  'POST /sandbox/cancel': {
    writes: true,
    body: body(sandboxCancelRequest, (ctx) => ({ subscription: ctx.subId })),
  },
  'GET /sandbox/partner/partner.css': {},
  'GET /sandbox/partner/circle': { query: { ticket: text('a'.repeat(43)) } },
  'GET /sandbox/social/social.css': {},
  'GET /sandbox/social/feed.js': {},
  'GET /sandbox/social/:network/consent': {
    params: network,
    query: { state: text('state'), redirect_uri: text('http://app.test/api/sociallink/callback') },
  },
  'POST /sandbox/social/:network/consent': {
    writes: true,
    params: network,
    body: body(
      consentForm,
      () => ({
        state: 'state',
        redirect_uri: 'http://app.test/api/sociallink/callback',
        decision: 'allow',
        name: 'Page',
      }),
      true,
    ),
  },
  'GET /sandbox/social/:network/feed': {
    params: network,
    query: { account: { example: (ctx) => String(ctx.acme), schema: null } },
  },
  'POST /sandbox/social/:network/switch': {
    writes: true,
    params: network,
    body: body(sandboxSwitchRequest, (ctx) => ({
      account_id: ctx.acme,
      failPublishing: 0,
      revoke: 0,
      failNext: 0,
    })),
  },
  'GET /dev/outbox': {},
  'POST /dev/age-session': { body: 'ignored' },
  'GET /dev/model-coverage': {},
};

/**
 * The payment providers behind the checkout machine's `loadProvider` and `checkoutSession` actors:
 * - Paddle (@paddle/paddle-js) when GET /api/checkoutConfig answers a client token. Paddle draws its own overlay
 *   and reports through the `eventCallback` given when it is initialised.
 * - Otherwise the local checkout sandbox: the view shows /sandbox/checkout in an iframe overlay
 *   (CheckoutOverlay), and the page posts `{source: 'brandpilot-checkout-sandbox', event: {name, data}}` to this
 *   window. Only messages from this origin, from that iframe's window, that parse with the contract's schema count.
 * Both report the same events: `checkout.completed` (with Paddle's event data) and `checkout.closed`.
 */
import { CheckoutEventNames, initializePaddle, type Paddle, type PaddleEventData } from '@paddle/paddle-js';
import * as v from 'valibot';
import type { CheckoutProviderKind } from '../../../machines/checkout.machine.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../contract/billing.ts';
import { sandboxCheckoutMessage, type CheckoutConfig } from '../../contract/checkout.ts';
import { paymentDetailsOf, type CheckoutEventData, type PaymentDetails } from '../../domain/plans.ts';

export type ProviderEvent =
  { type: 'checkout.completed'; payment: PaymentDetails } | { type: 'checkout.closed' };

export interface OpenCheckout {
  priceId: string;
  email: string;
  accountId: number;
}

export interface CheckoutProvider {
  /** Loads the provider; answers which one runs. */
  load(config: CheckoutConfig): Promise<CheckoutProviderKind>;
  /** Opens the checkout; `emit` receives its events; the returned function closes it. */
  open(kind: CheckoutProviderKind, params: OpenCheckout, emit: (event: ProviderEvent) => void): () => void;
}

/** The iframe address of the local checkout sandbox. */
export function sandboxCheckoutUrl({ priceId, email, accountId }: OpenCheckout): string {
  const query = new URLSearchParams({ price_id: priceId, email, account_id: String(accountId) });
  return `${SANDBOX_CHECKOUT_PATH}?${query.toString()}`;
}

/** Reads a postMessage of the sandbox checkout: null unless same origin and the contract's shape. */
export function readSandboxMessage(
  message: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): ProviderEvent | null {
  if (message.origin !== origin) return null;
  const parsed = v.safeParse(sandboxCheckoutMessage, message.data);
  if (!parsed.success) return null;
  const { event } = parsed.output;
  if (event.name === 'checkout.completed') {
    return { type: 'checkout.completed', payment: paymentDetailsOf(event.data) };
  }
  return { type: 'checkout.closed' };
}

/** Reads a Paddle eventCallback event: completed and closed only. */
export function readPaddleEvent(event: PaddleEventData): ProviderEvent | null {
  if (event.name === CheckoutEventNames.CHECKOUT_COMPLETED && event.data) {
    const data: CheckoutEventData = event.data;
    return { type: 'checkout.completed', payment: paymentDetailsOf(data) };
  }
  if (event.name === CheckoutEventNames.CHECKOUT_CLOSED) return { type: 'checkout.closed' };
  return null;
}

export function browserCheckoutProvider(target: Window = window): CheckoutProvider {
  let paddle: Paddle | null = null;
  let paddleListener: ((event: PaddleEventData) => void) | null = null;

  return {
    async load(config) {
      if (!config.paddleClientToken) return 'sandbox';
      if (!paddle) {
        const loaded = await initializePaddle({
          token: config.paddleClientToken,
          environment: config.environment,
          eventCallback: (event) => paddleListener?.(event),
        });
        if (!loaded) throw new Error('Paddle could not be loaded.');
        paddle = loaded;
      }
      return 'paddle';
    },
    open(kind, params, emit) {
      if (kind === 'paddle' && paddle) {
        const instance = paddle;
        paddleListener = (event) => {
          const read = readPaddleEvent(event);
          if (read) emit(read);
        };
        instance.Checkout.open({
          items: [{ priceId: params.priceId, quantity: 1 }],
          customer: { email: params.email },
          customData: { account_id: params.accountId },
        });
        return () => {
          paddleListener = null;
          instance.Checkout.close();
        };
      }
      const onMessage = (message: MessageEvent) => {
        const read = readSandboxMessage(message, target.location.origin);
        if (read) emit(read);
      };
      target.addEventListener('message', onMessage);
      return () => target.removeEventListener('message', onMessage);
    },
  };
}

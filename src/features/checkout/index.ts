// Interface of the checkout (spec 4.4): the dialog that pays for a plan, and its provider adapters.
export { Checkout } from './Checkout.tsx';
export type { CheckoutProps } from './Checkout.tsx';

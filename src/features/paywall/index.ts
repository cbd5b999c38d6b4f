// Interface of the subscription and paywall feature (spec 2.5, 2.6, 4.4, 6): the provider (popup included, mounted
// by the route guard), the red card bar and the code-3 alert for the layouts, the billing-owner facts for the route
// guard, the subscription for the plan picker's '14 Days Free Trial' badge (domain `showsTrialBadge`), and a
// recheck for after a card update or a plan change.
export {
  PaywallBar,
  PaywallProvider,
  useBillingOwnerFacts,
  usePaywallRecheck,
  useSubscription,
} from './Paywall.tsx';
export type { PaywallSession } from './Paywall.tsx';
export { PaywallActorContext } from './paywallContext.ts';

/** Plan and subscription calls of spec 7.3 used by the plan picker. */
import {
  addOrUpdateSettingResponse,
  addOrUpdateSubscriptionsResponse,
  existingPlansResponse,
  plansResponse,
  subscriptionsResponse,
  variantsResponse,
} from '../contract/billing.ts';
import type { ApiClient } from './client.ts';

export function planCalls(api: ApiClient) {
  return {
    /** GET /auth/getPlans (header account_Id): the plans this user may see. */
    plans: () => api.call(plansResponse, '/auth/getPlans', { accountIdHeader: true }),
    /** GET /auth/getexistingPlans (header account_Id): the account's current plan, 0 or 1 rows (the ROI page). */
    existingPlans: () => api.call(existingPlansResponse, '/auth/getexistingPlans', { accountIdHeader: true }),
    /** GET /getVariants (public): plans grouped by group_code, for pages seen logged out. */
    variants: () => api.call(variantsResponse, '/getVariants'),
    /** GET /auth/getSubscriptions: data[0] is the account's subscription, if any. */
    subscriptions: () => api.call(subscriptionsResponse, '/auth/getSubscriptions', { accountIdHeader: true }),
    /** POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}. */
    addOrUpdateSubscription: (body: { pricing_id: number; account_id: number }) =>
      api.call(addOrUpdateSubscriptionsResponse, '/auth/addOrUpdateSubscriptions', { body }),
    /** POST /auth/addOrUpdateSetting {account_id, postInfo}. */
    addOrUpdateSetting: (body: { account_id: number; postInfo: Record<string, unknown> | string }) =>
      api.call(addOrUpdateSettingResponse, '/auth/addOrUpdateSetting', { body }),
  };
}

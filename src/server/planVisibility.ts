/**
 * Which plans a user may see (spec 6, 9). The rule lives in src/domain/plans.ts (shared with the SPA);
 * the server applies it when answering GET /auth/getPlans:
 * - users created on or before 2023-12-27 (UTC) see every plan;
 * - users created later see the restricted set: no legacy plans, except plan 15, which stays allowed;
 *   plan 16 (Boost 10X monthly) is shown to them only when the account has noId 1.
 */
export { PLAN_FILTER_CUTOFF, isRestrictedViewer as isRestrictedUser, visiblePlans } from '../domain/plans.ts';

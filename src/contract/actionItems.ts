/**
 * Action items (issue 17): GET /auth/getActionItems (account-scoped by the accountId / account_Id header; any member
 * may read it). The to-dos computed from the account as it is now, most severe first: each with its kind, severity,
 * title and detail (worded by src/domain/dashboardLinks.ts), how many things it is about, and the in-app path that
 * fixes it (a page of src/domain/routeTable.ts under the account). An item disappears once its condition is gone.
 */
import * as v from 'valibot';
import { ACTION_ITEM_KINDS, ACTION_SEVERITIES } from '../domain/dashboardLinks.ts';
import { envelope } from './envelope.ts';

export const actionItem = v.object({
  kind: v.picklist(ACTION_ITEM_KINDS),
  severity: v.picklist(ACTION_SEVERITIES),
  title: v.string(),
  detail: v.string(),
  count: v.number(),
  href: v.string(),
});
export type ActionItemWire = v.InferOutput<typeof actionItem>;

export const actionItems = v.object({
  account_id: v.number(),
  items: v.array(actionItem),
  /** When the items were computed. */
  checked_at: v.string(),
});
export type ActionItemsWire = v.InferOutput<typeof actionItems>;

export const actionItemsResponse = envelope(actionItems);

/** The card form machine with the app's calls supplied (spec 4.4, 7.3, 8). */
import { fromPromise } from 'xstate';
import { cardFormMachine } from '../../../machines/cardForm.machine.ts';
import type { CardCalls } from '../../api/card.ts';
import { billingInfo } from '../../api/queries/billingInfo.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { creditCard } from '../../api/queries/creditCard.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { payments } from '../../api/queries/payments.ts';
import { subscriptions } from '../../api/queries/subscriptions.ts';
import { cardPayload } from '../../domain/card.ts';

export interface CardFormEffects {
  calls: Pick<CardCalls, 'saveBillingInfo' | 'updateCard'>;
  /** The card was updated (code 1): the popup closes, the saved card is fetched again. */
  cardSaved: () => void;
  /** The data cache whose card, payments, subscription and billing info the form changes (the app's by default). */
  cache?: DataCache;
}

export function cardFormLogic(effects: CardFormEffects) {
  const { calls, cache = queryClient } = effects;
  return cardFormMachine.provide({
    actors: {
      saveBilling: fromPromise(async ({ input }) => {
        const { billing } = input;
        const answer = await calls.saveBillingInfo({
          email: billing.email,
          user_id: input.userId,
          name: billing.name.trim(),
          account_id: input.accountId,
          address: billing.address.trim(),
          zip_code: billing.zipCode.trim(),
          country: billing.country,
          telephone: billing.telephone.trim(),
        });
        void billingInfo.invalidate(input.accountId, cache);
        return { message: answer.message };
      }),
      updateCard: fromPromise(async ({ input }) => {
        const answer = await calls.updateCard({ ...cardPayload(input.card), userId: input.userId });
        // The card of the header account (the input names no account: every account's entry is marked), maybe a
        // payment, and the subscription the server reactivates once a failed charge goes through.
        void creditCard.invalidate(undefined, cache);
        void payments.invalidate(undefined, cache);
        void subscriptions.invalidate(undefined, cache);
        void invalidateActionItems(undefined, cache);
        return { code: answer.code, message: answer.message };
      }),
    },
    actions: {
      notifyCardSaved: () => effects.cardSaved(),
    },
  });
}

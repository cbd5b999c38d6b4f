/** The card form machine with the app's calls supplied (spec 4.4, 7.3, 8). */
import { fromPromise } from 'xstate';
import { cardFormMachine } from '../../../machines/cardForm.machine.ts';
import type { CardCalls } from '../../api/card.ts';
import { cardPayload } from '../../domain/card.ts';

export interface CardFormEffects {
  calls: Pick<CardCalls, 'saveBillingInfo' | 'updateCard'>;
  /** The card was updated (code 1): the popup closes, the saved card is fetched again. */
  cardSaved: () => void;
}

export function cardFormLogic(effects: CardFormEffects) {
  const { calls } = effects;
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
        return { message: answer.message };
      }),
      updateCard: fromPromise(async ({ input }) => {
        const answer = await calls.updateCard({ ...cardPayload(input.card), userId: input.userId });
        return { code: answer.code, message: answer.message };
      }),
    },
    actions: {
      notifyCardSaved: () => effects.cardSaved(),
    },
  });
}

/**
 * The billing and card form, and the card-update popup (spec 2.6, 3, 4.4, 5, 7.3, 8).
 *
 * - Editing: every keystroke is an event with the field's value; the rules of src/domain/card.ts format it (card
 *   number grouped in fours, expiry `mm / yy`, CVC digits only). The billing e-mail is the user's and read-only:
 *   no event changes it. Save is allowed only when the save-button rule of spec 5 is met.
 * - Saving, billing form (`mode: 'billing'`): POST /auth/addUpdateBillingData (`saveBilling`), then POST /updateCard
 *   (`updateCard`). An answer with a non-empty `message` stops there: the message is shown as a warning and the
 *   billing fields are cleared (spec 8); the card fields stay.
 * - Saving, card-update popup (`mode: 'cardUpdate'`): POST /updateCard only.
 * - `code` 1 from /updateCard: saved; the card fields are cleared and the app is told (`notifyCardSaved`: the
 *   popup closes, the saved card is fetched again). Any other answer or failure: the error is shown and every
 *   field is kept, so nothing typed is lost.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  applyCardInput,
  canSave,
  cardMessages,
  CARD_UPDATED_CODE,
  emptyBilling,
  emptyCard,
  type BillingFields,
  type CardField,
  type CardFields,
  type CardFormMode,
  type EditableBillingField,
  type YearMonth,
} from '../src/domain/card.ts';

export interface CardFormNotice {
  kind: 'saved' | 'warning' | 'error';
  text: string;
}

export interface CardFormInput {
  mode: CardFormMode;
  userId: number;
  accountId: number;
  /** The current month, for 'Card has been expired' (the machine never reads the clock). */
  today: YearMonth;
  /** Billing info to start from (POST /auth/getBillinginfo); `email` is the user's, read-only. */
  billing?: Partial<BillingFields>;
}

export interface CardFormContext {
  mode: CardFormMode;
  userId: number;
  accountId: number;
  today: YearMonth;
  billing: BillingFields;
  card: CardFields;
  notice: CardFormNotice | null;
}

export type CardFormEvent =
  | { type: 'billing.changed'; field: EditableBillingField; value: string }
  | { type: 'card.changed'; field: CardField; value: string }
  | { type: 'card.save' };

export interface SaveBillingInput {
  userId: number;
  accountId: number;
  billing: BillingFields;
}
/** The answer of POST /auth/addUpdateBillingData: a non-empty `message` is a warning (spec 8). */
export interface SaveBillingOutput {
  message?: string | null | undefined;
}

export interface UpdateCardInput {
  userId: number;
  card: CardFields;
}
/** The answer of POST /updateCard: `code` 1 means updated (spec 4.4). */
export interface UpdateCardOutput {
  code: number | undefined;
  message?: string | null | undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : cardMessages.cardRefused;
}

const setupCardForm = setup({
  types: {
    context: {} as CardFormContext,
    events: {} as CardFormEvent,
    tags: {} as 'busy' | 'editing' | 'saved',
    input: {} as CardFormInput,
  },
  actors: {
    /** POST /auth/addUpdateBillingData. Placeholder: the app provides the real call. */
    saveBilling: provided<SaveBillingOutput, SaveBillingInput>('saveBilling'),
    /** POST /updateCard {cardnumber, month, year, cvc, name, userId}. Placeholder: the app provides the real call. */
    updateCard: provided<UpdateCardOutput, UpdateCardInput>('updateCard'),
  },
  actions: {
    /** Tells the app the card was updated: the popup closes, the saved card is fetched again. */
    notifyCardSaved: () => {},
    changeBilling: assign(({ context, event }) => {
      assertEvent(event, 'billing.changed');
      return { billing: { ...context.billing, [event.field]: event.value } };
    }),
    changeCard: assign(({ context, event }) => {
      assertEvent(event, 'card.changed');
      return { card: applyCardInput(context.card, event.field, event.value) };
    }),
    clearNotice: assign({ notice: null }),
    /** Spec 8: the billing fields are cleared; the e-mail is the user's and stays. */
    clearBilling: assign(({ context }) => ({ billing: emptyBilling(context.billing.email) })),
    /** Spec 4.4: on code 1 the fields are cleared. */
    clearCard: assign({ card: () => emptyCard() }),
    noteNotice: assign((_, params: { notice: CardFormNotice }) => ({ notice: params.notice })),
  },
  guards: {
    saveAllowed: ({ context }) => canSave(context, context.today),
    savesBilling: ({ context }) => context.mode === 'billing',
    hasWarning: (_, params: { output: SaveBillingOutput }) =>
      typeof params.output.message === 'string' && params.output.message.trim() !== '',
    cardUpdated: (_, params: { output: UpdateCardOutput }) => params.output.code === CARD_UPDATED_CODE,
  },
});

/** A call that did not get an answer: the error, every field kept. */
const callFailed = {
  target: '#cardForm.editing',
  actions: {
    type: 'noteNotice',
    params: ({ event }: { event: { error: unknown } }): { notice: CardFormNotice } => ({
      notice: { kind: 'error', text: errorText(event.error) },
    }),
  },
} as const;

const edits = {
  'billing.changed': { guard: 'savesBilling', actions: 'changeBilling' },
  'card.changed': { actions: 'changeCard' },
} as const;

export const cardFormMachine = setupCardForm.createMachine({
  id: 'cardForm',
  context: ({ input }) => ({
    mode: input.mode,
    userId: input.userId,
    accountId: input.accountId,
    today: input.today,
    billing: { ...emptyBilling(), ...input.billing },
    card: emptyCard(),
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'Fields take what is typed, through the rules of spec 5. Save waits for the save-button rule.',
      tags: ['editing'],
      on: {
        ...edits,
        'card.save': [
          {
            description: 'Billing form: billing info first, then the card.',
            guard: and(['saveAllowed', 'savesBilling']),
            target: 'saving',
            actions: 'clearNotice',
          },
          {
            description: 'Card-update popup: the card only.',
            guard: 'saveAllowed',
            target: 'saving.updatingCard',
            actions: 'clearNotice',
          },
        ],
      },
    },
    saving: {
      description: 'Save is disabled and the fields are read-only.',
      tags: ['busy'],
      initial: 'savingBilling',
      states: {
        savingBilling: {
          description: 'POST /auth/addUpdateBillingData {email, user_id, name, account_id, address, ...}.',
          invoke: {
            id: 'saveBilling',
            src: 'saveBilling',
            input: ({ context }) => ({
              userId: context.userId,
              accountId: context.accountId,
              billing: context.billing,
            }),
            onDone: [
              {
                description: 'A non-empty message: warning, billing fields cleared (spec 8).',
                guard: { type: 'hasWarning', params: ({ event }) => ({ output: event.output }) },
                target: '#cardForm.editing',
                actions: [
                  {
                    type: 'noteNotice',
                    params: ({ event }) => ({
                      notice: { kind: 'warning', text: (event.output.message ?? '').trim() },
                    }),
                  },
                  'clearBilling',
                ],
              },
              { target: 'updatingCard' },
            ],
            onError: callFailed,
          },
        },
        updatingCard: {
          description: 'POST /updateCard {cardnumber, month, year, cvc, name, userId}.',
          invoke: {
            id: 'updateCard',
            src: 'updateCard',
            input: ({ context }) => ({ userId: context.userId, card: context.card }),
            onDone: [
              {
                description: 'Code 1: the card fields are cleared, the popup closes (spec 4.4).',
                guard: { type: 'cardUpdated', params: ({ event }) => ({ output: event.output }) },
                target: '#cardForm.saved',
                actions: ['clearCard', 'notifyCardSaved'],
              },
              {
                description: 'Refused: the server message; every field kept.',
                target: '#cardForm.editing',
                actions: {
                  type: 'noteNotice',
                  params: ({ event }) => ({
                    notice: {
                      kind: 'error',
                      text: event.output.message?.trim() || cardMessages.cardRefused,
                    },
                  }),
                },
              },
            ],
            onError: callFailed,
          },
        },
      },
    },
    saved: {
      description: 'Saved: the card fields are empty. Typing again starts a new edit.',
      tags: ['saved'],
      entry: {
        type: 'noteNotice',
        params: ({ context }) => ({
          notice: {
            kind: 'saved',
            text: context.mode === 'billing' ? cardMessages.billingSaved : cardMessages.cardUpdated,
          },
        }),
      },
      on: {
        'billing.changed': {
          guard: 'savesBilling',
          target: 'editing',
          actions: ['clearNotice', 'changeBilling'],
        },
        'card.changed': { target: 'editing', actions: ['clearNotice', 'changeCard'] },
      },
    },
  },
});

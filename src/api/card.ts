/** Billing page calls of spec 7.3: saved card, payments, billing info, card update; and the countries (7.2). */
import {
  addUpdateBillingDataResponse,
  billingInfoResponse,
  creditCardInfoResponse,
  paymentsResponse,
  updateCardResponse,
  type AddUpdateBillingDataRequest,
} from '../contract/billing.ts';
import { countriesResponse } from '../contract/onboarding.ts';
import type { ApiClient } from './client.ts';

/** POST /updateCard {cardnumber, month, year, cvc, name, userId}: month and year as split from `mm / yy`. */
export interface UpdateCardBody {
  cardnumber: string;
  month: string;
  year: string;
  cvc: string;
  name: string;
  userId: number;
}

export function cardCalls(api: ApiClient) {
  return {
    /** GET /auth/getCreditCardInfo (header account_Id): exp_month, exp_year, name, last4; data null when none. */
    creditCardInfo: () =>
      api.call(creditCardInfoResponse, '/auth/getCreditCardInfo', { accountIdHeader: true }),
    /** GET /auth/getPayments (header account_Id): the billing page's payments, newest first. */
    payments: () => api.call(paymentsResponse, '/auth/getPayments', { accountIdHeader: true }),
    /** POST /auth/getBillinginfo {account_id}: data null when none saved. */
    billingInfo: (accountId: number) =>
      api.call(billingInfoResponse, '/auth/getBillinginfo', {
        body: { account_id: accountId },
      }),
    /** POST /auth/addUpdateBillingData: a non-empty `message` in the answer is a warning (spec 8). */
    saveBillingInfo: (body: AddUpdateBillingDataRequest) =>
      api.call(addUpdateBillingDataResponse, '/auth/addUpdateBillingData', {
        body: { ...body },
      }),
    /** POST /updateCard (header account_Id: the card of the current account): `code` 1 on success. */
    updateCard: (body: UpdateCardBody) =>
      api.call(updateCardResponse, '/updateCard', {
        body: { ...body },
        accountIdHeader: true,
      }),
    /** GET /getCountries: name and sortname (the two-letter code billing info keeps). */
    countries: () => api.call(countriesResponse, '/getCountries'),
  };
}

export type CardCalls = ReturnType<typeof cardCalls>;

import type { ContactReceipt, ContactRequest } from '@site/contracts';
import { siteApi } from '@site/platform';

/** A lead to store, with the key that lets the API store it once however often it is sent. */
export interface CreateContactArgs {
  body: ContactRequest;
  idempotencyKey: string;
}

/** The one write of the site (spec section 7): both the contact form and the demo form post a lead here. */
export const leadsApi = siteApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createContact: build.mutation<ContactReceipt, CreateContactArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/contacts',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateContactMutation } = leadsApi;

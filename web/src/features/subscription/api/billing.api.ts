import { baseApi } from '../../../app/api.js';

export type BillingPlan = 'monthly' | 'annual';

/** Checkout and the customer portal: each answers with a URL of the payment provider. */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startCheckout: build.mutation<{ url: string }, { plan: BillingPlan }>({
      query: (body) => ({ url: '/billing/checkout', method: 'POST', body }),
    }),
    openCustomerPortal: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
      // Changes made in the portal show up on the next subscription check.
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useStartCheckoutMutation, useOpenCustomerPortalMutation } = billingApi;

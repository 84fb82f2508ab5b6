import { generatedApi, type CheckoutDto, type CheckoutUrlDto } from '../../../api/generated.js';

export type BillingPlan = NonNullable<CheckoutDto['plan']>;

/** Checkout and the customer portal: each answers with a URL of the payment provider. */
export const billingApi = generatedApi
  // Changes made in the portal show up on the next subscription check.
  .enhanceEndpoints({ endpoints: { billingControllerPortal: { invalidatesTags: ['Subscription'] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      startCheckout: build.mutation<CheckoutUrlDto, Required<CheckoutDto>>({
        query: (body) => ({ url: '/billing/checkout', method: 'POST', body }),
      }),
    }),
  });

export const { useStartCheckoutMutation, useBillingControllerPortalMutation: useOpenCustomerPortalMutation } = billingApi;

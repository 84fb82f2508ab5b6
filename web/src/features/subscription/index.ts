/** Subscription pieces other pages compose (the Profiles sheet's footer); the /success and /cancel pages load from the router. */
export { SubscriptionBlock } from './components/subscription-block.js';

export { HouseholdPage } from './components/household-page.js';
export { AcceptInvitationPage } from './components/accept-invitation-page.js';

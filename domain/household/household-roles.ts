/**
 * The adults of a household (issue 25): the account holder (`owner`), a `co_parent` who sees and
 * edits every reader, list and history, and a `viewer` who sees readers' verdicts and reading lists
 * and changes nothing. Every account owns a household of its own; joining another one makes it a
 * co-parent or viewer there.
 */
export const HOUSEHOLD_ROLES = ['owner', 'co_parent', 'viewer'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** The roles an invitation can offer (there is one owner, the account holder). */
export const INVITABLE_ROLES = ['co_parent', 'viewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Whether a value is a role an invitation can offer. */
export const isInvitableRole = (value: unknown): value is InvitableRole => (INVITABLE_ROLES as readonly unknown[]).includes(value);

/** How a role is shown to people. */
export const HOUSEHOLD_ROLE_LABELS: { readonly [R in HouseholdRole]: string } = {
  owner: 'Account holder',
  co_parent: 'Co-parent',
  viewer: 'Viewer',
};

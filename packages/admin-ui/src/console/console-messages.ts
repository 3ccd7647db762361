import { adminMenu } from '@parley/api-contract';

/**
 * The title of the contract's menu item at `menuPath` (`/admin/userRole`): a list's heading says
 * what the menu said. Throws at start-up for a path the menu does not have.
 */
export function menuItemTitle(menuPath: string): string {
  const item = adminMenu.find((candidate) => candidate.path === menuPath);
  if (!item) throw new Error(`The admin menu has no item at ${menuPath}.`);
  return item.title;
}

/** Why a button is disabled for a user whose roles lack the action it needs. */
export const needsAction = (action: string, what: string) =>
  `You need the ${action} action to ${what}.`;

/** A user as a picker or a heading names them: "Ada Lovelace (ada@parley.local)". */
export const userLabel = (user: { displayName: string; userName: string }) =>
  `${user.displayName} (${user.userName})`;

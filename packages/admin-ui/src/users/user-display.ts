import type { AdminUser } from '@parley/api-contract';

/** How each identity provider of `AdminUser.identityProvider` reads on screen. */
const signInSources: Record<string, string> = {
  Seed: 'Built-in account',
  EntraId: 'Microsoft Entra ID',
  Oidc: 'Single sign-on (OIDC)',
  Invited: 'Invited, not signed in yet',
};

/** Where a user signs in from, in words; a provider this console does not know shows as sent. */
export function signInSourceLabel(identityProvider: string): string {
  return signInSources[identityProvider] ?? identityProvider;
}

/** The user's roles in one line, as a table cell shows them. */
export function roleNames(user: Pick<AdminUser, 'roles'>): string {
  return user.roles.map((role) => role.name).join(', ') || 'No roles';
}

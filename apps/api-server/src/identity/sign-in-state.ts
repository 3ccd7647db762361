import type { ServerConfig } from '../config';
import type { StoredIdentityProviders } from '../db/queries/instance-settings';
import { hasExternalIdentityProvider } from '../db/queries/instance-settings';

/** Which sign-ins this server offers, decided at start once the instance settings are known. */
export interface SignInState {
  /** The embedded, demonstration identity provider answers at /idp. */
  embeddedIdp: boolean;
  /** The password-less `Dev` token exchange answers (automated tests only). */
  devSignIn: boolean;
  /** Entra ID or another OpenID Connect provider is configured. */
  externalIdp: boolean;
}

/**
 * ARCHITECTURE section 5: the embedded provider is on exactly when no other identity provider is
 * configured, unless PARLEY_EMBEDDED_IDP says otherwise; `Dev` needs both its own switch and the
 * embedded provider.
 */
export function decideSignIn(
  config: Pick<ServerConfig, 'embeddedIdp' | 'devSignIn'>,
  settings: StoredIdentityProviders,
): SignInState {
  const externalIdp = hasExternalIdentityProvider(settings);
  const embeddedIdp = config.embeddedIdp === 'auto' ? !externalIdp : config.embeddedIdp === 'on';
  return { embeddedIdp, devSignIn: embeddedIdp && config.devSignIn, externalIdp };
}

/** What the start output says about signing in (printed by `index.ts` once the server is ready). */
export function describeSignIn(
  state: SignInState,
  details: {
    publicOrigin: string;
    passwordsFile: string;
    generatedPasswords: { userName: string; password: string }[];
  },
): { info: string[]; warnings: string[] } {
  const info: string[] = [];
  const warnings: string[] = [];
  if (state.embeddedIdp) {
    warnings.push(
      state.externalIdp
        ? 'The embedded demonstration sign-in is on (PARLEY_EMBEDDED_IDP=on) beside the configured identity provider.'
        : 'The embedded demonstration sign-in is on: no other identity provider is configured (see the README, "Signing in").',
    );
    if (details.generatedPasswords.length > 0) {
      const width = Math.max(...details.generatedPasswords.map((entry) => entry.userName.length));
      info.push(
        `Passwords of the seeded users, shown this once (also kept in ${details.passwordsFile}):`,
        ...details.generatedPasswords.map(
          (entry) => `  ${entry.userName.padEnd(width)}  ${entry.password}`,
        ),
      );
    } else {
      info.push(
        `The seeded users' generated passwords are in ${details.passwordsFile} (until changed).`,
      );
    }
    info.push(`Change a password at ${details.publicOrigin}/idp/password`);
  } else if (!state.externalIdp) {
    warnings.push(
      'Nobody can sign in: PARLEY_EMBEDDED_IDP=off and no identity provider is configured. Set PARLEY_OIDC_AUTHORITY and PARLEY_OIDC_CLIENT_ID, or PARLEY_ENTRA_TENANT_ID and PARLEY_ENTRA_CLIENT_ID, or leave PARLEY_EMBEDDED_IDP unset.',
    );
  }
  if (state.devSignIn) {
    warnings.push(
      'PARLEY_DEV_SIGN_IN=on: anyone who reaches this server gets a token for any user without a password. Use it for automated tests only.',
    );
  }
  return { info, warnings };
}

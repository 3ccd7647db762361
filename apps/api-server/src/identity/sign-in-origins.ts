import type { AppContext } from '../app-context';
import type { IdentityProviderSettings } from '../config';
import { findInstanceSettings } from '../db/queries/instance-settings';
import type { InstanceSettingsRow } from '../db/queries/instance-settings';
import type { PageSourcesFor } from '../http/static-apps';

/** Where Entra ID signs in when the settings name no instance (the seed's default). */
const defaultEntraInstance = 'https://login.microsoftonline.com/';

/** The origin of an https address (MSAL refuses any other authority); nothing otherwise. */
function httpsOrigin(address: string | null | undefined): string[] {
  const url = address ? URL.parse(address) : null;
  return url?.protocol === 'https:' ? [url.origin] : [];
}

/**
 * The origins of the identity providers the instance settings configure besides the embedded one
 * (which is this server's own origin). The apps' pages fetch from them through MSAL.
 */
export function externalSignInOrigins(
  settings: Pick<
    InstanceSettingsRow,
    'entraTenantId' | 'entraClientId' | 'entraInstance' | 'oidcAuthority' | 'oidcClientId'
  >,
): string[] {
  const entra =
    settings.entraTenantId !== '' && settings.entraClientId !== ''
      ? httpsOrigin(settings.entraInstance || defaultEntraInstance)
      : [];
  const oidc = settings.oidcClientId ? httpsOrigin(settings.oidcAuthority) : [];
  return [...new Set([...entra, ...oidc])];
}

/** The same for what the environment configures, before the settings can be read. */
function configuredSignInOrigins({ entra, oidc }: IdentityProviderSettings): string[] {
  const origins = [
    ...(entra ? httpsOrigin(entra.instance ?? defaultEntraInstance) : []),
    ...(oidc ? httpsOrigin(oidc.authority) : []),
  ];
  return [...new Set(origins)];
}

/**
 * The sources of the signed-in apps' pages (chat, console): their Content-Security-Policy lets
 * them reach the configured identity provider. While the server starts, the settings are not
 * readable yet and the environment's providers stand in (start-up writes them to the settings).
 */
export function signInPageSources(
  identityProviders: IdentityProviderSettings,
  context: AppContext,
): PageSourcesFor {
  return async () => ({
    signInOrigins:
      context.status === 'ok'
        ? externalSignInOrigins(await findInstanceSettings(context.services.db))
        : configuredSignInOrigins(identityProviders),
  });
}

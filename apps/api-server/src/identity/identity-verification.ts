import type { AppServices } from '../app-context';
import { createIdentityVerifier } from '../auth/identity-verifier';
import type { IdentityVerifier, IdentityVerifierOptions } from '../auth/identity-verifier';
import { findInstanceSettings } from '../db/queries/instance-settings';
import type { EmbeddedIdp } from '../idp';
import { embeddedIdpClientId } from './embedded-idp-settings';

/**
 * The verifier for the identity providers configured right now: Entra ID from the instance
 * settings, OIDC from the instance settings or else the embedded provider while it is on. It is rebuilt only
 * when those settings change, so the providers' key sets stay cached between sign-ins.
 */
export function createVerifierSource(embeddedIdp: EmbeddedIdp | undefined) {
  let cached: { key: string; verifier: IdentityVerifier } | undefined;
  return async (services: AppServices): Promise<IdentityVerifier> => {
    const settings = await findInstanceSettings(services.db);
    const options: IdentityVerifierOptions = {};
    if (settings.entraTenantId && settings.entraClientId) {
      options.entraId = {
        tenantId: settings.entraTenantId,
        clientId: settings.entraClientId,
        instance: settings.entraInstance,
      };
    }
    if (settings.oidcAuthority && settings.oidcClientId) {
      options.oidc = { issuer: settings.oidcAuthority, audience: settings.oidcClientId };
    } else if (embeddedIdp && services.signIn.embeddedIdp && services.idpKeys) {
      options.oidc = {
        issuer: embeddedIdp.issuer,
        audience: embeddedIdpClientId,
        jwks: services.idpKeys.publicJwks,
      };
    }
    const key = JSON.stringify(options);
    if (cached?.key !== key) cached = { key, verifier: createIdentityVerifier(options) };
    return cached.verifier;
  };
}

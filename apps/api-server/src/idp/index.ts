export { mountEmbeddedIdp } from './mount-embedded-idp';
export { EMBEDDED_IDP_SCOPES } from './provider-configuration';
export type { EmbeddedIdp, EmbeddedIdpOptions, IdpAccount, IdpClient } from './embedded-idp-types';

export { mountEmbeddedIdp } from './mount-embedded-idp';
export { WRONG_CREDENTIALS } from './interaction-routes';
export { EMBEDDED_IDP_SCOPES } from './provider-configuration';
export type {
  EmbeddedIdp,
  EmbeddedIdpOptions,
  IdpAccount,
  IdpClient,
  PasswordChange,
} from './embedded-idp-types';

import { EventMessageUtils, EventType } from '@azure/msal-browser';
import type { AccountInfo, EventMessage, InteractionStatus } from '@azure/msal-browser';

/** What one MSAL event means to the auth session. */
export interface SignInEventMeaning {
  /** The interaction status after the event, or null when the event does not change it. */
  status: InteractionStatus | null;
  /** The account of a login success. */
  signedIn?: AccountInfo;
  /** The error of a failed sign-in or token request. */
  failure?: unknown;
}

/**
 * Reads an MSAL event. It lives in its own module because it needs MSAL's runtime values: the
 * session imports it only together with MSAL's client, never at start-up.
 */
export function readSignInEvent(
  message: EventMessage,
  current: InteractionStatus,
): SignInEventMeaning {
  const meaning: SignInEventMeaning = {
    status: EventMessageUtils.getInteractionStatusFromEvent(message, current),
  };
  if (message.eventType === EventType.LOGIN_SUCCESS) {
    const account = (message.payload as { account?: AccountInfo } | null)?.account;
    if (account) meaning.signedIn = account;
  }
  if (message.eventType === EventType.ACQUIRE_TOKEN_FAILURE) meaning.failure = message.error;
  return meaning;
}

/** Shown when the session token's version does not match the app's (chat-spec section 2). */
export const VERSION_MISMATCH_PROMPT = 'Click anywhere to continue';

export const signInMessages = {
  demonstration:
    'Demonstration sign-in: Parley signs in its seeded users with the passwords it printed when it first started. Connect your organisation’s identity provider before real use.',
  unavailableTitle: 'Nobody can sign in yet',
} as const;

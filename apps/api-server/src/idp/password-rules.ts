/** The rules a new password of the embedded identity provider meets. */
export const passwordRules = { minLength: 12, maxLength: 200 } as const;

/** Why a new password is refused, in the words the change-password page shows; undefined when fine. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < passwordRules.minLength)
    return `The new password must have at least ${passwordRules.minLength} characters.`;
  if (password.length > passwordRules.maxLength)
    return `The new password must have at most ${passwordRules.maxLength} characters.`;
  if (password.includes('\u0000')) return 'The new password must not contain a NUL character.';
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordRules } from './password-rules';

describe('new password rules', () => {
  it(`asks for at least ${passwordRules.minLength} characters`, () => {
    expect(newPasswordProblem('short')).toBe('The new password must have at least 12 characters.');
    expect(newPasswordProblem('twelve chars')).toBeUndefined();
  });

  it(`allows at most ${passwordRules.maxLength} characters and no NUL`, () => {
    expect(newPasswordProblem('x'.repeat(201))).toBe(
      'The new password must have at most 200 characters.',
    );
    expect(newPasswordProblem('twelve chars\u0000')).toBe(
      'The new password must not contain a NUL character.',
    );
  });
});

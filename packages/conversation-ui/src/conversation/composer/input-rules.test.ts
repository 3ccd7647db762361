import { describe, expect, it } from 'vitest';
import { composerMessages, inputBlockedReason, questionProblem } from './input-rules';
import type { InputState } from './input-rules';

const open: InputState = {
  agentLoading: false,
  guidelinesLoading: false,
  hasTarget: true,
  hasValidationErrors: false,
  consentMissing: false,
};

describe('inputBlockedReason', () => {
  it('enables the input when no rule of chat-spec section 5 applies', () => {
    expect(inputBlockedReason(open)).toBeUndefined();
  });

  it('disables the input while the guidelines document loads (chat-spec section 5)', () => {
    expect(inputBlockedReason({ ...open, guidelinesLoading: true })).toBe(
      composerMessages.guidelinesLoading,
    );
  });

  it('disables the input with no conversation id or config state (chat-spec section 5)', () => {
    expect(inputBlockedReason({ ...open, hasTarget: false })).toBe(composerMessages.noTarget);
  });

  it('disables the input when the configuration has validation errors (chat-spec section 5)', () => {
    expect(inputBlockedReason({ ...open, hasValidationErrors: true })).toBe(
      composerMessages.validationErrors,
    );
  });

  it('blocks the input until a required consent is recorded (chat-spec section 5)', () => {
    expect(inputBlockedReason({ ...open, consentMissing: true })).toBe(
      composerMessages.consentRequired,
    );
  });

  it("gives the screen's reason first, e.g. a banned agent (chat-spec section 6)", () => {
    expect(
      inputBlockedReason({ ...open, consentMissing: true, disabledReason: 'Banned Agent' }),
    ).toBe('Banned Agent');
  });
});

describe('questionProblem', () => {
  it('refuses an empty or blank question', () => {
    expect(questionProblem('  \n ')).toBe('Question is required');
  });

  it('refuses a question over 32000 characters (the contract limit)', () => {
    expect(questionProblem('a'.repeat(32_001))).toBe('Question must be at most 32000 characters');
  });

  it('accepts a question of exactly 32000 characters once trimmed', () => {
    expect(questionProblem(` ${'a'.repeat(32_000)} `)).toBeUndefined();
  });
});

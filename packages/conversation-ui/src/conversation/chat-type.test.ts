import { describe, expect, it } from 'vitest';
import { chatTypeFeatures, showsExecutionDetails } from './chat-type';

describe('chat types (chat-spec section 2)', () => {
  it('turns feedback and the user-prompt drawer off in configState chat', () => {
    expect(chatTypeFeatures('configState')).toMatchObject({ feedback: false, userPrompts: false });
  });

  it('offers voice input in staff chat only (issue 20)', () => {
    expect(chatTypeFeatures('private').voiceInput).toBe(true);
    expect(chatTypeFeatures('configState').voiceInput).toBe(false);
  });

  it('always shows execution details in configState chat', () => {
    expect(showsExecutionDetails('configState', false)).toBe(true);
  });

  it('shows execution details in private chat only when showChatExecutionDetailsDrawer is on', () => {
    expect(showsExecutionDetails('private', false)).toBe(false);
    expect(showsExecutionDetails('private', true)).toBe(true);
  });

  it('gives anonymous public visitors no feedback, prompts, voice input or execution details', () => {
    expect(chatTypeFeatures('public')).toEqual({
      feedback: false,
      userPrompts: false,
      voiceInput: false,
      executionDetails: 'never',
    });
    expect(showsExecutionDetails('public', true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { insertTranscript } from './insert-transcript';

describe('insertTranscript', () => {
  it('fills an empty message box and puts the caret at its end', () => {
    expect(insertTranscript('', { start: 0, end: 0 }, 'Hello there')).toEqual({
      value: 'Hello there',
      caret: 11,
    });
  });

  it('appends to the text before the caret with a space between', () => {
    expect(insertTranscript('Please', { start: 6, end: 6 }, 'book a room')).toEqual({
      value: 'Please book a room',
      caret: 18,
    });
  });

  it('goes in at the caret, spaced from the words on both sides', () => {
    expect(insertTranscript('Book for Friday', { start: 5, end: 5 }, 'a room')).toEqual({
      value: 'Book a room for Friday',
      caret: 11,
    });
  });

  it('replaces the selected text', () => {
    expect(insertTranscript('Book room X now', { start: 5, end: 11 }, 'the hall')).toEqual({
      value: 'Book the hall now',
      caret: 13,
    });
  });

  it('treats a caret beyond the text as its end', () => {
    expect(insertTranscript('Hi', { start: 40, end: 40 }, 'there').value).toBe('Hi there');
  });
});

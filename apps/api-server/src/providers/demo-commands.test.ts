import { describe, expect, it } from 'vitest';
import { parseDemoCommand } from './demo-commands';

describe('parseDemoCommand', () => {
  it('treats only a question starting with /demo as a command', () => {
    expect(parseDemoCommand('How does /demo work?')).toBeUndefined();
    expect(parseDemoCommand('  /DEMO Steps')).toEqual({ name: 'steps', query: '' });
  });

  it('answers /demo alone with help', () => {
    expect(parseDemoCommand('/demo')).toEqual({ name: 'help', query: '' });
  });

  it('reads the token count of /demo long, 1,000 by default', () => {
    expect(parseDemoCommand('/demo long')).toEqual({ name: 'long', tokens: 1_000, query: '' });
    expect(parseDemoCommand('/demo long 10_000')).toEqual({
      name: 'long',
      tokens: 10_000,
      query: '',
    });
  });

  it('keeps the words after the command as the FileSearch query', () => {
    expect(parseDemoCommand('/demo all leave policy')).toEqual({
      name: 'all',
      query: 'leave policy',
    });
  });

  it('refuses a count that is not a whole number from 1 to 50,000', () => {
    expect(parseDemoCommand('/demo long 0')).toMatchObject({
      name: 'help',
      problem: '`/demo long` takes a whole number of tokens from 1 to 50,000, not "0".',
    });
  });
});

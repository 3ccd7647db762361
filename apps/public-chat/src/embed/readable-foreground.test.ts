import { describe, expect, it } from 'vitest';
import { readableForeground } from './readable-foreground';

describe('readableForeground', () => {
  it('draws a white icon on the default purple launcher', () => {
    expect(readableForeground('#784FD3')).toBe('#ffffff');
  });

  it('draws a dark icon on a light launcher, short hex included', () => {
    expect(readableForeground('#FFD700')).toBe('#1a1a1a');
    expect(readableForeground('#fff')).toBe('#1a1a1a');
  });
});

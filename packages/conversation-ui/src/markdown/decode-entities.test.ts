import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities';

describe('decodeEntities', () => {
  it('decodes named references', () => {
    expect(decodeEntities('AT&amp;T &lt;b&gt; &quot;x&quot; &copy;')).toBe('AT&T <b> "x" ©');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeEntities('&#169; &#x2014; &#X41;')).toBe('© — A');
  });

  it('keeps unknown names, invalid code points and bare ampersands as typed', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; a & b')).toBe('&bogus; &#0; &#xD800; a & b');
  });
});

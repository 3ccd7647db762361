import { describe, expect, it } from 'vitest';
import { errorFingerprint, reportedPath } from './error-reports';

describe('error reports', () => {
  it('keeps only the path of a page, without its query string or fragment', () => {
    expect(reportedPath('/chat/42?search=my+salary#answer')).toBe('/chat/42');
    expect(reportedPath('https://parley.example/admin/user?email=a%40b.c')).toBe('/admin/user');
    expect(reportedPath('/public-chat/help/true')).toBe('/public-chat/help/true');
  });

  it('gives repeats of one failure one fingerprint, and another frame another', () => {
    const stack =
      'TypeError: x is undefined\n    at Row (row.tsx:12:3)\n    at List (list.tsx:3:1)';
    const once = errorFingerprint({ app: 'chat', message: 'x is undefined', stack });
    expect(errorFingerprint({ app: 'chat', message: 'x is undefined', stack })).toBe(once);
    expect(
      errorFingerprint({
        app: 'chat',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at Cell (cell.tsx:1:1)',
      }),
    ).not.toBe(once);
    expect(errorFingerprint({ app: 'admin', message: 'x is undefined', stack })).not.toBe(once);
  });
});

import { describe, expect, it } from 'vitest';
import { safeLinkHref, sameOriginImageSrc } from './safe-url';

const origin = 'https://parley.example';

describe('safeLinkHref (links only http, https and mailto: issue 6, rendering safety)', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['/chat/agents', 'https://parley.example/chat/agents'],
  ])('allows %s', (href, expected) => {
    expect(safeLinkHref(href, origin)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'http://[bad',
  ])('refuses %s', (href) => {
    expect(safeLinkHref(href, origin)).toBeUndefined();
  });
});

describe('sameOriginImageSrc (images only from our own origin: issue 6, rendering safety)', () => {
  it.each([
    [
      '/api/internal/generatedImages/c/s/k/chart.png',
      `${origin}/api/internal/generatedImages/c/s/k/chart.png`,
    ],
    ['chart.png', `${origin}/chart.png`],
    [`${origin}/files/a.png`, `${origin}/files/a.png`],
  ])('allows %s', (href, expected) => {
    expect(sameOriginImageSrc(href, origin)).toBe(expected);
  });

  it.each([
    'https://tracker.example/pixel.png?answer=secret',
    '//tracker.example/pixel.png',
    'http://parley.example/a.png',
    'https://parley.example:8443/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
  ])('refuses %s', (href) => {
    expect(sameOriginImageSrc(href, origin)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { renderErrorPage, renderLoginPage, renderLogoutPage } from './idp-pages';

describe('renderLoginPage', () => {
  it('escapes what the visitor typed, so a user name cannot inject markup', () => {
    const html = renderLoginPage({
      action: '/idp/interaction/abc/login',
      userName: '"><script>alert(1)</script>',
      error: 'No user named "<b>x</b>" exists.',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('ties the error to the field for screen readers (aria-describedby, role="alert")', () => {
    const html = renderLoginPage({
      action: '/login',
      userName: 'x',
      error: 'Enter your user name.',
    });
    expect(html).toContain('aria-describedby="userName-error"');
    expect(html).toContain(
      '<p class="error" id="userName-error" role="alert">Enter your user name.</p>',
    );
  });

  it('marks nothing invalid before the first attempt', () => {
    const html = renderLoginPage({ action: '/login', userName: '' });
    const field = /<input id="userName"[^>]*>/.exec(html)?.[0];
    expect(field).toBeDefined();
    expect(field).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });
});

describe('renderLogoutPage', () => {
  it("adds the sign-out confirmation to oidc-provider's form and submits it with the nonce'd script", () => {
    const form =
      '<form id="op.logoutForm" method="post" action="/idp/session/end/confirm"><input type="hidden" name="xsrf" value="s"/></form>';
    const html = renderLogoutPage({ form, scriptNonce: 'n0nce' });
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    expect(html).toContain('<script nonce="n0nce">document.forms[0].submit();</script>');
  });
});

describe('renderErrorPage', () => {
  it('escapes the message it shows', () => {
    expect(renderErrorPage({ title: 'Sign-in failed', message: '<img src=x>' })).toContain(
      '&lt;img src=x&gt;',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  renderChangePasswordPage,
  renderErrorPage,
  renderLoginPage,
  renderLogoutPage,
} from './idp-pages';

describe('renderLoginPage', () => {
  it('escapes what the visitor typed, so a user name cannot inject markup', () => {
    const html = renderLoginPage({
      action: '/idp/interaction/abc/login',
      changePasswordPath: '/idp/password',
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
      changePasswordPath: '/idp/password',
      userName: 'x',
      error: 'Enter your user name and password.',
    });
    for (const name of ['userName', 'password']) {
      const input = new RegExp(`<input id="${name}"[^>]*>`).exec(html)?.[0];
      expect(input).toContain('aria-describedby="form-error"');
      expect(input).toContain('aria-invalid="true"');
    }
    expect(html).toContain(
      '<p class="error" id="form-error" role="alert">Enter your user name and password.</p>',
    );
  });

  it('marks nothing invalid before the first attempt', () => {
    const html = renderLoginPage({
      action: '/login',
      changePasswordPath: '/idp/password',
      userName: '',
    });
    const field = /<input id="userName"[^>]*>/.exec(html)?.[0];
    expect(field).toBeDefined();
    expect(field).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });
});

describe('the sign-in page of the demonstration provider', () => {
  it('asks for a password, says it is a demonstration sign-in and links the password change', () => {
    const html = renderLoginPage({
      action: '/login',
      changePasswordPath: '/idp/password',
      userName: '',
    });
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(html).toContain("Parley's built-in demonstration sign-in.");
    expect(html).toContain('<code>idp/passwords.txt</code>');
    expect(html).toContain('<a href="/idp/password">Change your password</a>');
  });

  it('never puts a password back into the page after an error', () => {
    const html = renderChangePasswordPage({
      action: '/idp/password',
      userName: 'staff@parley.local',
      error: 'The two new passwords are not the same.',
    });
    expect(html).not.toMatch(/type="password"[^>]*value=/);
    expect(html).toContain('value="staff@parley.local"');
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

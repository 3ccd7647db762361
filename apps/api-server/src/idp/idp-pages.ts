import { passwordRules } from './password-rules';

const passwordMinLength = passwordRules.minLength;

/**
 * The embedded identity provider's own pages: self-contained HTML with inline styles, because the
 * server must work offline (no fonts, scripts or images from elsewhere).
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The button wears the default brand's primary colour #784FD3 (chat-spec section 3). */
const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f7; color: #1c1b22; }
  main { width: min(24rem, calc(100vw - 2rem)); padding: 2rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12), 0 8px 24px rgb(0 0 0 / 0.06); }
  h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
  p { margin: 0 0 1rem; line-height: 1.5; }
  .hint { color: #55535e; font-size: 0.875rem; }
  label { display: block; margin: 1rem 0 0.375rem; font-weight: 600; }
  code { font-size: 0.875em; }
  .links { margin: 1rem 0 0; text-align: center; font-size: 0.875rem; }
  a { color: #5b34b8; }
  input { box-sizing: border-box; width: 100%; padding: 0.625rem 0.75rem; font: inherit;
    border: 1px solid #8a8794; border-radius: 0.5rem; }
  input[aria-invalid="true"] { border-color: #b42318; }
  input:focus-visible, button:focus-visible { outline: 3px solid #a78bfa; outline-offset: 2px; }
  .error { margin: 0.5rem 0 0; color: #b42318; font-size: 0.875rem; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.625rem 1rem; font: inherit; font-weight: 600;
    color: #fff; background: #784fd3; border: 0; border-radius: 0.5rem; cursor: pointer; }
  button:hover { background: #5b34b8; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** An error for the whole form, read out when the page loads and tied to its fields. */
function formError(error: string | undefined): { attributes: string; message: string } {
  if (!error) return { attributes: '', message: '' };
  return {
    attributes: ' aria-invalid="true" aria-describedby="form-error"',
    message: `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>`,
  };
}

const DEMONSTRATION_HINT =
  '<p class="hint">Parley\'s built-in demonstration sign-in. The seeded users\' passwords were printed when the server first started, and are kept in its data directory in <code>idp/passwords.txt</code>.</p>';

export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  /** The change-password page, linked below the form. */
  changePasswordPath: string;
  /** What the visitor typed, kept after an error (never the password). */
  userName: string;
  error?: string;
}

export function renderLoginPage({
  action,
  changePasswordPath,
  userName,
  error,
}: LoginPageInput): string {
  const { attributes, message } = formError(error);
  return page(
    'Sign in - Parley',
    `<h1>Sign in</h1>
${DEMONSTRATION_HINT}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="userName">User name</label>
<input id="userName" name="userName" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="256" required${userName ? '' : ' autofocus'} value="${escapeHtml(userName)}"${attributes}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="256" required${userName ? ' autofocus' : ''}${attributes}>
${message}
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(changePasswordPath)}">Change your password</a></p>`,
  );
}

export interface ChangePasswordPageInput {
  action: string;
  userName: string;
  error?: string;
}

export function renderChangePasswordPage({
  action,
  userName,
  error,
}: ChangePasswordPageInput): string {
  const { attributes, message } = formError(error);
  return page(
    'Change your password - Parley',
    `<h1>Change your password</h1>
<p class="hint">Parley's built-in demonstration sign-in. The new password needs at least ${passwordMinLength} characters.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="userName">User name</label>
<input id="userName" name="userName" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="256" required autofocus value="${escapeHtml(userName)}"${attributes}>
<label for="currentPassword">Current password</label>
<input id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" maxlength="256" required${attributes}>
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" maxlength="256" required${attributes}>
<label for="confirmPassword">New password, again</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" maxlength="256" required${attributes}>
${message}
<button type="submit">Change password</button>
</form>`,
  );
}

export function renderPasswordChangedPage(): string {
  return page(
    'Password changed - Parley',
    '<h1>Password changed</h1>\n<p role="status">Your password is changed. Go back to the app and sign in with the new one.</p>',
  );
}

/**
 * The end-session page: oidc-provider protects logout with a form carrying a one-time secret, so
 * the page submits that form itself (our first-party apps need no "do you want to sign out?"
 * question). Without scripts the visitor presses the button instead.
 */
export function renderLogoutPage({
  form,
  scriptNonce,
}: {
  form: string;
  scriptNonce: string;
}): string {
  const formWithConfirmation = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return page(
    'Signing out - Parley',
    `<h1>Signing out</h1>
<p>One moment, please.</p>
${formWithConfirmation}
<script nonce="${escapeHtml(scriptNonce)}">document.forms[0].submit();</script>`,
  );
}

export function renderSignedOutPage(): string {
  return page(
    'Signed out - Parley',
    '<h1>Signed out</h1>\n<p>You are signed out. Go back to the app to sign in again.</p>',
  );
}

export function renderErrorPage({ title, message }: { title: string; message: string }): string {
  return page(
    `${title} - Parley`,
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}

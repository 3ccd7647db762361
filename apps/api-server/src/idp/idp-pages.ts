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
  label { display: block; margin-bottom: 0.375rem; font-weight: 600; }
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

export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  /** What the visitor typed, kept after an error. */
  userName: string;
  error?: string;
}

export function renderLoginPage({ action, userName, error }: LoginPageInput): string {
  const errorAttributes = error ? ' aria-invalid="true" aria-describedby="userName-error"' : '';
  const errorMessage = error
    ? `<p class="error" id="userName-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return page(
    'Sign in - Parley',
    `<h1>Sign in</h1>
<p class="hint">Parley's built-in development sign-in: an existing user signs in with their user name, no password.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="userName">User name</label>
<input id="userName" name="userName" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="256" required autofocus value="${escapeHtml(userName)}"${errorAttributes}>
${errorMessage}
<button type="submit">Sign in</button>
</form>`,
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

import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type { Interaction, Provider } from 'oidc-provider';
import type { EmbeddedIdpOptions } from './embedded-idp-types';
import {
  renderChangePasswordPage,
  renderErrorPage,
  renderLoginPage,
  renderPasswordChangedPage,
} from './idp-pages';
import { PAGE_SECURITY_HEADERS } from './page-headers';
import { newPasswordProblem } from './password-rules';
import type { SignInAttempts } from './sign-in-attempts';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A user name, a few passwords and a little form overhead; anything bigger is not a sign-in. */
const LOGIN_FORM_LIMIT_BYTES = 4096;

/** One answer for a wrong user name and a wrong password: the page must not confirm user names. */
export const WRONG_CREDENTIALS = 'The user name or password is not right.';

interface InteractionRoutesOptions {
  /** The provider, made once the server is ready. */
  provider(): Provider;
  signInAttempts: SignInAttempts;
  authenticate: EmbeddedIdpOptions['authenticate'];
  changePassword: EmbeddedIdpOptions['changePassword'];
  interactionPath(uid: string): string;
  changePasswordPath: string;
}

type FormBody = Record<string, string | string[] | undefined>;

function field(body: FormBody | undefined, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts that failed. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers(PAGE_SECURITY_HEADERS)
    .type('text/html; charset=utf-8')
    .send(html);
}

function sendExpired(reply: FastifyReply): FastifyReply {
  return sendPage(
    reply,
    400,
    renderErrorPage({
      title: 'Sign-in expired',
      message:
        'This sign-in has expired or was already used. Go back to the app and sign in again.',
    }),
  );
}

/**
 * The sign-in page of the embedded provider. oidc-provider sends the browser here whenever it needs
 * the user: the page asks for a user name, looks the account up and hands the result back.
 */
export function interactionRoutes(
  app: FastifyInstance,
  {
    provider,
    signInAttempts,
    authenticate,
    changePassword,
    interactionPath,
    changePasswordPath,
  }: InteractionRoutesOptions,
): void {
  /** Guessing a password is slowed per user name and per address. */
  const attempts = (request: FastifyRequest, userName: string) => ({
    retryAfterMs: () => signInAttempts.retryAfterMs(userName, request.ip),
    failed: () => signInAttempts.failed(userName, request.ip),
    succeeded: () => signInAttempts.succeeded(userName),
  });

  // The sign-in form is this scope's own business, whatever parser the app may have registered.
  if (app.hasContentTypeParser(FORM_CONTENT_TYPE)) app.removeContentTypeParser(FORM_CONTENT_TYPE);
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: LOGIN_FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );

  /** The pending interaction, or undefined when its cookie is missing, stale or for another uid. */
  async function pendingInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await provider().interactionDetails(request.raw, reply.raw);
      return interaction.uid === uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  app.get<{ Params: { uid: string } }>(interactionPath(':uid'), async (request, reply) => {
    const interaction = await pendingInteraction(request, reply, request.params.uid);
    if (!interaction) return sendExpired(reply);

    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name === 'consent' && accountId) {
      // Only our own apps are registered: they get what they asked for without a question.
      const grant = new (provider().Grant)({
        clientId: String(interaction.params.client_id),
        accountId,
      });
      grant.addOIDCScope(String(interaction.params.scope ?? ''));
      const returnTo = await provider().interactionResult(request.raw, reply.raw, {
        consent: { grantId: await grant.save() },
      });
      return reply.redirect(returnTo, 303);
    }

    // MSAL passes the known account as login_hint when it has to come back for a new sign-in.
    const loginHint = interaction.params.login_hint;
    return sendPage(
      reply,
      200,
      renderLoginPage({
        action: `${interactionPath(interaction.uid)}/login`,
        changePasswordPath,
        userName: typeof loginHint === 'string' ? loginHint : '',
      }),
    );
  });

  app.post<{ Params: { uid: string }; Body: FormBody }>(
    `${interactionPath(':uid')}/login`,
    async (request, reply) => {
      const interaction = await pendingInteraction(request, reply, request.params.uid);
      if (!interaction) return sendExpired(reply);

      const userName = field(request.body, 'userName').trim();
      const password = field(request.body, 'password');
      const refuse = (error: string) =>
        sendPage(
          reply,
          422,
          renderLoginPage({
            action: `${interactionPath(interaction.uid)}/login`,
            changePasswordPath,
            userName,
            error,
          }),
        );
      if (userName === '' || password === '') return refuse('Enter your user name and password.');

      const attempt = attempts(request, userName);
      const wait = await attempt.retryAfterMs();
      if (wait > 0) return refuse(tooManyAttempts(wait));
      const account = await authenticate(userName, password);
      if (!account) {
        await attempt.failed();
        return refuse(WRONG_CREDENTIALS);
      }
      await attempt.succeeded();

      const returnTo = await provider().interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.get<{ Querystring: { userName?: string } }>(changePasswordPath, async (request, reply) =>
    sendPage(
      reply,
      200,
      renderChangePasswordPage({
        action: changePasswordPath,
        userName: typeof request.query.userName === 'string' ? request.query.userName : '',
      }),
    ),
  );

  app.post<{ Body: FormBody }>(changePasswordPath, async (request, reply) => {
    const userName = field(request.body, 'userName').trim();
    const currentPassword = field(request.body, 'currentPassword');
    const newPassword = field(request.body, 'newPassword');
    const refuse = (error: string) =>
      sendPage(
        reply,
        422,
        renderChangePasswordPage({ action: changePasswordPath, userName, error }),
      );
    if (userName === '' || currentPassword === '' || newPassword === '') {
      return refuse('Enter your user name, your current password and a new password.');
    }
    if (newPassword !== field(request.body, 'confirmPassword')) {
      return refuse('The two new passwords are not the same.');
    }
    const problem = newPasswordProblem(newPassword);
    if (problem) return refuse(problem);

    const attempt = attempts(request, userName);
    const wait = await attempt.retryAfterMs();
    if (wait > 0) return refuse(tooManyAttempts(wait));
    const result = await changePassword({ userName, currentPassword, newPassword });
    if ('refused' in result) {
      await attempt.failed();
      return refuse(result.refused);
    }
    await attempt.succeeded();
    return sendPage(reply, 200, renderPasswordChangedPage());
  });
}

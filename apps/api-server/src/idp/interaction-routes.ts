import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type { Interaction, Provider } from 'oidc-provider';
import type { EmbeddedIdpOptions } from './embedded-idp-types';
import { renderErrorPage, renderLoginPage } from './idp-pages';
import { PAGE_SECURITY_HEADERS } from './page-headers';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A user name and a little form overhead; anything bigger is not a sign-in. */
const LOGIN_FORM_LIMIT_BYTES = 4096;

interface InteractionRoutesOptions {
  provider: Provider;
  findAccount: EmbeddedIdpOptions['findAccount'];
  interactionPath(uid: string): string;
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
  { provider, findAccount, interactionPath }: InteractionRoutesOptions,
): void {
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
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
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
      const grant = new provider.Grant({
        clientId: String(interaction.params.client_id),
        accountId,
      });
      grant.addOIDCScope(String(interaction.params.scope ?? ''));
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
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
        userName: typeof loginHint === 'string' ? loginHint : '',
      }),
    );
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string | string[] | undefined> }>(
    `${interactionPath(':uid')}/login`,
    async (request, reply) => {
      const interaction = await pendingInteraction(request, reply, request.params.uid);
      if (!interaction) return sendExpired(reply);

      const typed = request.body?.userName;
      const userName = typeof typed === 'string' ? typed.trim() : '';
      const action = `${interactionPath(interaction.uid)}/login`;
      if (userName === '') {
        return sendPage(
          reply,
          422,
          renderLoginPage({ action, userName, error: 'Enter your user name.' }),
        );
      }

      const account = await findAccount(userName);
      if (!account) {
        return sendPage(
          reply,
          422,
          renderLoginPage({ action, userName, error: `No user named "${userName}" exists.` }),
        );
      }

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}

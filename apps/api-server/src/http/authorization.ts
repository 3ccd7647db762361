import type { Action } from '@parley/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ProductTokenError } from '../auth/product-token';
import { findUserWithActions } from '../db/queries/users';
import type { UserWithActions } from '../db/queries/users';
import { isUuid } from '../db/queries/ids';
import { isApiPath } from './api-path';
import { forbidden, unauthorized } from './http-error';

/**
 * Who may call a route: anyone, any signed-in user, or a signed-in user holding the action (or,
 * for a list, any one of them: a console list opens to read, write and create alike).
 */
export type RouteAccess = 'public' | 'signedIn' | Action | readonly Action[];

/** The actions of which a caller must hold one, or none for `public` and `signedIn`. */
export function requiredActions(access: RouteAccess): readonly Action[] {
  if (access === 'public' || access === 'signedIn') return [];
  return typeof access === 'string' ? [access] : access;
}

/** Whether the user holds at least one of the actions. */
/**
 * The refusal of a caller whose roles grant none of `wanted`: "This call needs the X action, …",
 * or with `what` ("to publish agents") for a rule a route checks itself.
 */
export function needsActions(wanted: readonly string[], what?: string): string {
  const named =
    wanted.length === 1 ? `the ${wanted[0]} action` : `one of the actions ${wanted.join(', ')}`;
  return `This call needs ${named}${what ? ` ${what}` : ''}, which your roles do not grant.`;
}

export function holdsAny(user: UserWithActions, wanted: readonly Action[]): boolean {
  return wanted.some((action) => user.actions.includes(action));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route also serves anonymous public-chat visitors: a request without an Authorization
     * header passes, and the route finds the visitor's public session itself.
     */
    publicSession?: boolean;
  }
  interface FastifyRequest {
    currentUser: UserWithActions | undefined;
  }
  interface FastifyInstance {
    /** Every API route with the access it states, in registration order. */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

/** The signed-in user of a route that requires an action (checked on request, before the body). */
export function signedInUser(request: FastifyRequest): UserWithActions {
  if (!request.currentUser) throw unauthorized('Sign in first: this call needs a product token.');
  return request.currentUser;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header)
    throw unauthorized('The Authorization header is missing; send "Bearer <n1AIToken>".');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('The Authorization header must read "Bearer <n1AIToken>".');
  return match[1];
}

/**
 * Every API route states who may call it in `config.access` (a route without one is refused at
 * start-up), so authorization is one line per route: a public route, or an action the user's
 * roles must resolve to (401 without a valid token, 403 naming the missing action).
 */
export function installAuthorization(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('currentUser', undefined);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not state its access.`);
    }
    for (const method of [route.method].flat())
      app.apiRoutes.push({ method, url: route.url, access });
  });

  // On request, before the body is read: an anonymous caller learns nothing about the body's
  // shape (401, not field-level 400s), and the server reads no body for a caller it refuses.
  app.addHook('onRequest', async (request) => {
    const { access, publicSession } = request.routeOptions.config;
    if (!access || access === 'public') return;
    if (publicSession && !request.headers.authorization) return;
    const token = bearerToken(request);
    let subject: string;
    try {
      subject = (await context.services.tokens.verify(token)).sub;
    } catch (error) {
      if (error instanceof ProductTokenError) throw unauthorized(error.message);
      throw error;
    }
    const user = isUuid(subject)
      ? await findUserWithActions(context.services.db, subject)
      : undefined;
    if (!user) throw unauthorized('The user of this token no longer exists; sign in again.');
    const wanted = requiredActions(access);
    if (wanted.length > 0 && !holdsAny(user, wanted)) throw forbidden(needsActions(wanted));
    request.currentUser = user;
  });
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { installAuthorization } from './authorization';

/** No route below is ever called: registering them is what is tested. */
const unusedContext = { status: 'initializing' } as AppContext;

describe('installAuthorization', () => {
  it('refuses to register an API route that does not state its access', async () => {
    const app = Fastify();
    installAuthorization(app, unusedContext);
    expect(() => app.get('/api/internal/forgotten', async () => ({}))).toThrow(
      'Route GET /api/internal/forgotten does not state its access.',
    );
  });

  it('lists every API route with the access it states', async () => {
    const app = Fastify();
    installAuthorization(app, unusedContext);
    app.get('/api/internal/open', { config: { access: 'public' } }, async () => ({}));
    app.put('/api/internal/guarded', { config: { access: 'AgentRead' } }, async () => ({}));
    await app.ready();
    expect(app.apiRoutes).toEqual([
      { method: 'GET', url: '/api/internal/open', access: 'public' },
      { method: 'PUT', url: '/api/internal/guarded', access: 'AgentRead' },
    ]);
  });
});

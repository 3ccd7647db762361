import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../db/seed/seed-data';
import { startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';

/** The calls that need no product token: the client makes them before sign-in. */
describe('public routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('serves the instance settings, cacheable for 7 days (chat-spec section 9)', async () => {
    const response = await get('/api/internal/InstanceSettings');
    expect(response.statusCode).toBe(200);
    // Revalidated, so a sign-in the server changed never lingers in a browser's HTTP cache.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      name: 'Parley',
      organizationName: 'Parley',
      entraIdSettings: {
        clientId: '',
        tenantId: '',
        instance: 'https://login.microsoftonline.com/',
      },
      oidcSettings: {
        authority: 'https://localhost:8443/idp',
        clientId: 'parley-apps',
        scopes: ['openid', 'profile', 'email'],
      },
      demonstrationSignIn: true,
      defaultBrandKey: 'default',
      currentBrandKey: 'default',
      settingsVersion: 1,
    });
  });

  it('serves the feature flags', async () => {
    expect((await get('/api/internal/features')).json()).toEqual({
      AllowUserCreatedGptSystems: false,
      AllowConnections: false,
      ShowFooter: true,
      AllowAgentSharing: true,
      SettingsVersion: 1,
    });
  });

  it('serves the build info with the API version, and null for figures not configured', async () => {
    expect((await get('/api/internal/buildInfo')).json()).toEqual({
      version: '2.2513.3849',
      buildId: null,
      commitHash: null,
      timestamp: null,
    });
  });

  it('serves the default brand with the spec default colours and a centred login', async () => {
    const { brand, theme } = (await get('/api/internal/brands/default/theme')).json();
    expect(theme).toMatchObject({ primary: '#784FD3', secondary: '#EE396C', menu: '#000000' });
    expect(brand.loginAlignment).toBe('Center');
  });

  it('serves the harbour brand with its own colours, logos and a left-aligned login', async () => {
    const { brand, theme } = (await get('/api/internal/brands/harbour/theme')).json();
    expect(theme).toEqual({
      brandKey: 'harbour',
      primary: '#0B6E4F',
      secondary: '#F4A259',
      menu: '#0E2A3B',
      menuTextPrimary: '#FFFFFF',
      useGradientButtons: true,
    });
    expect(brand).toMatchObject({ loginAlignment: 'Left', logoFileName: 'harbour-logo.svg' });
    const logo = await get(`/api/internal/brands/harbour/files/${brand.logoFileName}`);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('answers 404 for an unknown brand and an unknown brand file', async () => {
    expect((await get('/api/internal/brands/nope/theme')).statusCode).toBe(404);
    expect((await get('/api/internal/brands/default/files/nope.svg')).statusCode).toBe(404);
  });

  it('serves a guidelines document publicly, sections in order', async () => {
    const response = await get(
      `/api/internal/guidelinesDocuments/${seedIds.guidelines.acceptableUse}/public`,
    );
    expect(response.json()).toMatchObject({
      title: 'Acceptable use of AI assistants',
      requireConsent: true,
      sections: [{ title: 'What you may share' }, { title: 'Checking answers' }],
    });
  });

  it('answers 404 for an unknown guidelines document', async () => {
    expect((await get('/api/internal/guidelinesDocuments/nope/public')).statusCode).toBe(404);
  });

  it('sets the x-cosmos-session header on ordinary API responses (chat-spec section 7)', async () => {
    expect((await get('/api/internal/features')).headers['x-cosmos-session']).toEqual(
      expect.any(String),
    );
  });

  it('publishes an OpenAPI document that lists every registered API route', async () => {
    const document = (await get('/api/internal/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([route, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
      ),
    );
    expect(server.app.apiRoutes.length).toBeGreaterThan(40);
    const expected = [
      'GET /api/internal/userConversations',
      'POST /api/internal/userConversations/byGptSystemId/{gptSystemId}',
      'POST /api/internal/userConversations/{conversationId}/segments',
      'GET /api/internal/userConversations/{conversationId}/segments/{segmentId}/traceLogs',
      'PUT /api/internal/userPrompts/{promptId}',
      'POST /api/internal/authorization/{identityProvider}/GenerateToken',
    ];
    for (const route of expected) expect(documented).toContain(route);
    for (const route of server.app.apiRoutes) {
      if (route.url === '/api/internal/openapi.json') continue;
      expect(documented).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
});

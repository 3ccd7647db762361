import { afterEach, describe, expect, it } from 'vitest';
import { startHttpTestServer } from './test-support/http-test-server';
import type { HttpTestServer, TestResponse } from './test-support/http-test-server';
import { exchangeIdentityToken, TokenExchangeError } from './token-exchange';

let server: HttpTestServer | undefined;
afterEach(() => server?.close());

async function serverAnswering(response: TestResponse) {
  server = await startHttpTestServer(() => response);
  return server;
}

describe('exchangeIdentityToken (chat-spec section 7, "Generate product token")', () => {
  it('posts {token} to /api/internal/authorization/{identityProvider}/GenerateToken and returns n1AIToken', async () => {
    const { url, requests } = await serverAnswering({
      status: 200,
      body: { n1AIToken: 'product' },
    });
    const token = await exchangeIdentityToken({
      identityProvider: 'Oidc',
      token: 'id-token',
      baseUrl: url,
    });
    expect(token).toBe('product');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/internal/authorization/Oidc/GenerateToken',
      body: JSON.stringify({ token: 'id-token' }),
    });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fails with the status and body text when the server refuses', async () => {
    const { url } = await serverAnswering({ status: 401, body: { message: 'bad token' } });
    await expect(
      exchangeIdentityToken({ identityProvider: 'EntraId', token: 't', baseUrl: url }),
    ).rejects.toThrow(
      new TokenExchangeError('Token exchange failed with status 401: {"message":"bad token"}'),
    );
  });

  it('fails naming the field when the answer carries no n1AIToken', async () => {
    const { url } = await serverAnswering({ status: 200, body: { token: 'x' } });
    await expect(
      exchangeIdentityToken({ identityProvider: 'EntraId', token: 't', baseUrl: url }),
    ).rejects.toThrow('Token exchange answer has no n1AIToken string');
  });
});

import { errorBodySchema, limits, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../db/seed/seed-data';
import { startConversation } from '../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { newSession } from './public-conversations/testing/public-visitor';

/**
 * Every route of the OpenAPI document, walked with the bad input a careless or hostile client
 * sends: malformed and mistyped bodies, U+0000 in every text field and every path parameter,
 * crafted continuation tokens, oversized bodies, anonymous calls. Nothing may answer 5xx, and every
 * refusal carries the contract's error body.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
};

interface Operation {
  method: string;
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  bodySchema: JsonSchema | undefined;
  isPublic: boolean;
}

const NUL = '\u0000';
let server: TestServer;
let token: string;
let operations: Operation[];
/** Real ids, so that bad input reaches as deep into each route as good input would. */
const known: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(seededUsers.admin);
  const asked = await startConversation(
    server,
    seededUsers.admin,
    seedIds.agents.assistant,
    'Hello there',
  );
  const session = await newSession(server);
  Object.assign(known, {
    conversationId: asked.conversationId,
    segmentId: asked.segmentId,
    gptSystemId: seedIds.agents.assistant,
    gptPublicEndpoint: 'parley-demo',
    sessionIdentifier: session,
    guidelinesDocumentId: seedIds.guidelines.acceptableUse,
    dataSourceId: seedIds.libraries.handbook,
    brandKey: 'default',
    fileName: 'logo.svg',
    identityProvider: 'Dev',
  });
  const document = (
    await server.app.inject({ method: 'GET', url: '/api/internal/openapi.json' })
  ).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  };
  const access = new Map(
    server.app.apiRoutes.map((route) => [
      `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
      route.access,
    ]),
  );
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/internal/') && !path.endsWith('openapi.json'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
        queryParameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name),
        bodySchema: operation.requestBody?.content['application/json']?.schema,
        isPublic: access.get(`${method.toUpperCase()} ${path}`) === 'public',
      })),
    );
}, 60_000);
afterAll(() => server.close());

function pathWith(operation: Operation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? known[name] ?? '00000000-0000-4000-8000-00000000ffff'),
  );
}

/** A value of the schema's shape: the smallest that validates (texts say "sample"). */
function sampleOf(schema: JsonSchema, name = ''): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant, name);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, property]) => [key, sampleOf(property, key)]),
      );
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return known[name] ?? '00000000-0000-4000-8000-00000000ffff';
      if (schema.format === 'date-time') return new Date().toISOString();
      return known[name] ?? 'sample';
    default:
      return null;
  }
}

/** Every text field of a sample body, as a path of keys ([] for a body that is itself a text). */
function textFieldPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, item]) => textFieldPaths(item, [...at, key]));
  }
  return [];
}

function withNulAt(value: unknown, path: string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return `bad${NUL}text`;
  return { ...(value as Record<string, unknown>), [head]: withNulAt((value as never)[head], rest) };
}

function send(operation: Operation, options: Partial<InjectOptions>, signedIn = true) {
  return server.app.inject({
    method: operation.method as InjectOptions['method'],
    url: pathWith(operation),
    ...options,
    headers: {
      ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(operation.path.includes('publicConversations/{conversationId}')
        ? { [PUBLIC_SESSION_HEADER]: known.sessionIdentifier }
        : {}),
      ...options.headers,
    },
  });
}

/** No 5xx, and a refusal that says what is wrong in the contract's error body. */
function expectHandled(response: LightMyRequestResponse, what: string) {
  expect(
    response.statusCode,
    `${what} answered ${response.statusCode}: ${response.body}`,
  ).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = errorBodySchema.safeParse(response.json());
    expect(body.success, `${what}: the ${response.statusCode} has no error body`).toBe(true);
  }
}

const craftedTokens = [
  'not-a-token',
  Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'not-a-uuid'])).toString('base64url'),
  Buffer.from(
    JSON.stringify(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000001']),
  ).toString('base64url'),
  Buffer.from(JSON.stringify([null, null])).toString('base64url'),
];

describe('bad input on every route of the OpenAPI document', () => {
  it('walks enough routes to mean something', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => operation.bodySchema).length).toBeGreaterThan(8);
  });

  it('answers U+0000 in any path parameter (sent as %00) without a 5xx', async () => {
    for (const operation of operations) {
      for (const name of operation.pathParameters) {
        const response = await send(operation, {
          url: pathWith(operation, { [name]: `${known[name] ?? 'x'}${NUL}` }),
          ...(operation.bodySchema ? { payload: sampleOf(operation.bodySchema) as object } : {}),
        });
        expectHandled(response, `${operation.method} ${operation.path} with NUL in ${name}`);
        expect(
          response.statusCode,
          `${operation.method} ${operation.path} ${name}`,
        ).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('refuses U+0000 in each text field of an otherwise valid body with a 400 naming the field', async () => {
    for (const operation of operations.filter((candidate) => candidate.bodySchema)) {
      const valid = sampleOf(operation.bodySchema ?? {});
      for (const path of textFieldPaths(valid)) {
        const response = await send(operation, { payload: withNulAt(valid, path) as object });
        const what = `${operation.method} ${operation.path} with NUL in ${path.join('.') || 'body'}`;
        expectHandled(response, what);
        expect(response.statusCode, what).toBe(400);
        expect(response.json().fields, what).toContainEqual({
          field: path.join('.') || 'body',
          message: 'must not contain the NUL character (U+0000)',
        });
      }
    }
  });

  it('answers malformed JSON, a body of the wrong type and an oversized body without a 5xx', async () => {
    const oversized = `{"text":"${'x'.repeat(limits.jsonBodyMaxBytes)}"}`;
    for (const operation of operations.filter((candidate) => candidate.bodySchema)) {
      const cases: [string, Partial<InjectOptions>, number][] = [
        [
          'malformed JSON',
          { payload: '{"title": ', headers: { 'content-type': 'application/json' } },
          400,
        ],
        ['an array body', { payload: [1, 'two', NUL] }, 400],
        ['a number body', { payload: '42', headers: { 'content-type': 'application/json' } }, 400],
        [
          'an oversized body',
          { payload: oversized, headers: { 'content-type': 'application/json' } },
          413,
        ],
      ];
      for (const [what, options, status] of cases) {
        const response = await send(operation, options);
        expectHandled(response, `${operation.method} ${operation.path} with ${what}`);
        expect(response.statusCode, `${operation.method} ${operation.path} with ${what}`).toBe(
          status,
        );
      }
    }
  });

  it('refuses crafted continuation tokens with a 400', async () => {
    const paging = operations.filter((operation) =>
      operation.queryParameters.includes('continuationToken'),
    );
    expect(paging.length).toBeGreaterThanOrEqual(2);
    for (const operation of paging) {
      for (const continuationToken of craftedTokens) {
        const response = await send(operation, { query: { continuationToken } });
        expectHandled(response, `${operation.method} ${operation.path} token ${continuationToken}`);
        expect(response.statusCode).toBe(400);
      }
    }
  });

  it('answers U+0000 in a query parameter with a 400', async () => {
    for (const operation of operations.filter(
      (candidate) => candidate.queryParameters.length > 0,
    )) {
      for (const name of operation.queryParameters) {
        const response = await send(operation, { query: { [name]: `a${NUL}b` } });
        expectHandled(response, `${operation.method} ${operation.path} NUL in ?${name}`);
        expect(response.statusCode).toBe(400);
      }
    }
  });

  it('answers an anonymous caller of a protected route 401 before looking at its body', async () => {
    const protectedOperations = operations.filter((operation) => !operation.isPublic);
    expect(protectedOperations.length).toBeGreaterThan(30);
    for (const operation of protectedOperations) {
      const response = await send(
        operation,
        { payload: '{"malformed": ', headers: { 'content-type': 'application/json' } },
        false,
      );
      const what = `${operation.method} ${operation.path} anonymously`;
      expectHandled(response, what);
      // Visitor routes (the vision upload) pass an anonymous caller on to the session check.
      expect([401, 400, 404], what).toContain(response.statusCode);
      if (response.statusCode !== 401) expect(response.json().fields, what).toBeUndefined();
    }
  });
});

describe('bad input on the multipart uploads', () => {
  const uploads = ['/api/internal/attachments', '/api/internal/VisionImages/Files'];
  const boundary = 'parley-test-boundary';

  function multipart(fileName: string, content = 'hello', fields: Record<string, string> = {}) {
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  }

  function upload(url: string, payload: string) {
    return server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  }

  it('refuses a file name holding U+0000 with a 400 that says so', async () => {
    for (const url of uploads) {
      const response = await upload(
        url,
        multipart(`notes${NUL}.txt`, 'hello', {
          attachmentType: 'FileSearch',
          context: 'Conversation',
        }),
      );
      expectHandled(response, `${url} NUL file name`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The file name must not contain the NUL character (U+0000).',
      );
    }
  });

  it('refuses a form field holding U+0000 with a 400', async () => {
    for (const url of uploads) {
      const response = await upload(url, multipart('notes.txt', 'hello', { context: `a${NUL}` }));
      expectHandled(response, `${url} NUL field`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a body cut short with a 400 that says the form is incomplete', async () => {
    for (const url of uploads) {
      const whole = multipart('notes.txt', 'hello world', { attachmentType: 'FileSearch' });
      const response = await upload(url, whole.slice(0, whole.length - 40));
      expectHandled(response, `${url} truncated`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The upload form is malformed or incomplete/);
    }
  });
});

describe('bad input on the embedded sign-in pages', () => {
  it('answers a user name holding U+0000 as a wrong sign-in, not a 5xx', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/idp/password',
      payload: new URLSearchParams({
        userName: `admin${NUL}@parley.local`,
        currentPassword: 'whatever it is',
        newPassword: 'a new password here',
        confirmPassword: 'a new password here',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('The user name or password is not right.');
  });
});

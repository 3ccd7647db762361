import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('serves HTTP/2 unless PARLEY_HTTP2 is off, and refuses another value', () => {
    expect(loadConfig({}).http2).toBe(true);
    expect(loadConfig({ PARLEY_HTTP2: 'on' }).http2).toBe(true);
    expect(loadConfig({ PARLEY_HTTP2: 'off' }).http2).toBe(false);
    expect(() => loadConfig({ PARLEY_HTTP2: 'yes' })).toThrow(
      'PARLEY_HTTP2 must be "on" or "off", not "yes".',
    );
  });

  it('listens on 8443 with ./data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8443);
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('takes the port from PORT and the data directory from PARLEY_DATA_DIR', () => {
    const config = loadConfig({ PORT: '9443', PARLEY_DATA_DIR: '/tmp/parley-data' });
    expect(config.port).toBe(9443);
    expect(config.dataDir).toBe('/tmp/parley-data');
  });

  it('refuses a PORT that is not a port number, saying which value was wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, not "eighty".',
    );
  });
});

describe('loadConfig: sign-in', () => {
  it('leaves the embedded identity provider to decide at start unless PARLEY_EMBEDDED_IDP is set, in production too', () => {
    expect(loadConfig({}).embeddedIdp).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production' }).embeddedIdp).toBe('auto');
    expect(loadConfig({ PARLEY_EMBEDDED_IDP: 'on' }).embeddedIdp).toBe('on');
    expect(loadConfig({ PARLEY_EMBEDDED_IDP: 'off' }).embeddedIdp).toBe('off');
  });

  it('refuses any other PARLEY_EMBEDDED_IDP value, naming it', () => {
    expect(() => loadConfig({ PARLEY_EMBEDDED_IDP: 'yes' })).toThrow(
      'PARLEY_EMBEDDED_IDP must be "on" or "off" (or unset), not "yes".',
    );
  });

  it('keeps the password-less Dev sign-in off unless PARLEY_DEV_SIGN_IN=on', () => {
    expect(loadConfig({}).devSignIn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devSignIn).toBe(false);
    expect(loadConfig({ PARLEY_DEV_SIGN_IN: 'on' }).devSignIn).toBe(true);
    expect(() => loadConfig({ PARLEY_DEV_SIGN_IN: 'true' })).toThrow(
      'PARLEY_DEV_SIGN_IN must be "on" or "off", not "true".',
    );
  });

  it('reads an OpenID Connect provider and Entra ID from the environment', () => {
    const { identityProviders } = loadConfig({
      PARLEY_OIDC_AUTHORITY: 'https://login.example.com/realm/',
      PARLEY_OIDC_CLIENT_ID: 'parley',
      PARLEY_OIDC_SCOPES: 'openid profile, email',
      PARLEY_ENTRA_TENANT_ID: 'tenant-1',
      PARLEY_ENTRA_CLIENT_ID: 'client-1',
    });
    expect(identityProviders.oidc).toEqual({
      authority: 'https://login.example.com/realm',
      clientId: 'parley',
      scopes: ['openid', 'profile', 'email'],
    });
    expect(identityProviders.entra).toEqual({
      tenantId: 'tenant-1',
      clientId: 'client-1',
      instance: undefined,
    });
  });

  it('refuses half a provider and an authority that is not https, naming the variables', () => {
    expect(() => loadConfig({ PARLEY_OIDC_AUTHORITY: 'https://login.example.com' })).toThrow(
      'PARLEY_OIDC_AUTHORITY and PARLEY_OIDC_CLIENT_ID configure one identity provider: set both or neither.',
    );
    expect(() =>
      loadConfig({ PARLEY_OIDC_AUTHORITY: 'http://login.example.com', PARLEY_OIDC_CLIENT_ID: 'x' }),
    ).toThrow('PARLEY_OIDC_AUTHORITY must be an https URL, not "http://login.example.com".');
  });
});

describe('loadConfig: database and tokens', () => {
  it('uses the embedded database unless DATABASE_URL is set', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/parley' }).databaseUrl).toBe(
      'postgres://db/parley',
    );
  });

  it('gives each instance a 30 s lease on its answers unless PARLEY_INSTANCE_LEASE_SECONDS says otherwise, from 3 to 3600', () => {
    expect(loadConfig({}).instanceLeaseSeconds).toBe(30);
    expect(loadConfig({ PARLEY_INSTANCE_LEASE_SECONDS: '5' }).instanceLeaseSeconds).toBe(5);
    for (const wrong of ['2', '3601', '4.5', 'soon']) {
      expect(() => loadConfig({ PARLEY_INSTANCE_LEASE_SECONDS: wrong })).toThrow(
        `PARLEY_INSTANCE_LEASE_SECONDS must be a whole number of seconds from 3 to 3600, not "${wrong}".`,
      );
    }
  });

  it('lets answers in flight finish for 20 s at shutdown unless PARLEY_SHUTDOWN_GRACE_SECONDS says otherwise, from 0 to 600', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(20);
    expect(loadConfig({ PARLEY_SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    for (const wrong of ['-1', '601', '2.5', 'later']) {
      expect(() => loadConfig({ PARLEY_SHUTDOWN_GRACE_SECONDS: wrong })).toThrow(
        `PARLEY_SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 600, not "${wrong}".`,
      );
    }
  });

  it('keeps product tokens for 8 hours by default', () => {
    expect(loadConfig({}).tokenLifetimeSeconds).toBe(28_800);
  });

  it('derives the public origin from the port unless PARLEY_PUBLIC_ORIGIN is set', () => {
    expect(loadConfig({ PORT: '9443' }).publicOrigin).toBe('https://localhost:9443');
    expect(loadConfig({ PARLEY_PUBLIC_ORIGIN: 'https://chat.example.com/' }).publicOrigin).toBe(
      'https://chat.example.com',
    );
  });
});

describe('loadConfig: build info', () => {
  it('takes the About drawer figures from PARLEY_BUILD_ID, PARLEY_COMMIT_HASH and PARLEY_BUILD_TIMESTAMP', () => {
    const config = loadConfig({
      PARLEY_BUILD_ID: '42',
      PARLEY_COMMIT_HASH: 'abc123',
      PARLEY_BUILD_TIMESTAMP: '2026-11-22T05:00:00Z',
    });
    expect(config.build).toEqual({
      buildId: '42',
      commitHash: 'abc123',
      timestamp: '2026-11-22T05:00:00Z',
    });
  });
});

describe('loadConfig: the seeded public chat overrides', () => {
  it('leaves the seeded public endpoint alone when nothing is set', () => {
    expect(loadConfig({}).publicChatSeed).toEqual({
      allowedOrigins: undefined,
      questionsPerMinutePerSession: undefined,
    });
  });

  it('reads the allowed origins from PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS, comma separated', () => {
    expect(
      loadConfig({
        PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS: 'http://127.0.0.1:9000,https://www.example.com',
      }).publicChatSeed.allowedOrigins,
    ).toEqual(['http://127.0.0.1:9000', 'https://www.example.com']);
  });

  it('refuses a PARLEY_PUBLIC_CHAT_RATE_LIMIT that is not a positive whole number, naming it', () => {
    expect(() => loadConfig({ PARLEY_PUBLIC_CHAT_RATE_LIMIT: '0' })).toThrow(
      'PARLEY_PUBLIC_CHAT_RATE_LIMIT must be a whole number from 1 to 100000, not "0".',
    );
  });
});

describe('loadConfig: PARLEY_TRUST_PROXY behind a reverse proxy', () => {
  it("trusts no proxy by default, so the client address is the connection's", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes true, a number of hops, or a comma-separated list of addresses and subnets', () => {
    expect(loadConfig({ PARLEY_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ PARLEY_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ PARLEY_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
  });

  it('refuses anything else, naming the variable and the accepted forms', () => {
    for (const value of ['yes', '0', '10.0.0.1/33', 'proxy.example.com']) {
      expect(() => loadConfig({ PARLEY_TRUST_PROXY: value })).toThrow(
        `PARLEY_TRUST_PROXY must be "true", a number of proxy hops from 1 to 100, or a comma-separated list of proxy addresses or subnets (such as "10.0.0.1,10.1.0.0/16" or "loopback"), not "${value}".`,
      );
    }
  });
});

describe('loadConfig: object storage for blobs', () => {
  it('keeps blobs in the data directory unless PARLEY_S3_BUCKET is set', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(loadConfig({ PARLEY_S3_BUCKET: '' }).objectStorage).toBeUndefined();
  });

  it('uses AWS S3 in us-east-1 with no key prefix when only the bucket is set', () => {
    expect(loadConfig({ PARLEY_S3_BUCKET: 'parley-blobs' }).objectStorage).toEqual({
      bucket: 'parley-blobs',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: '',
    });
  });

  it('reads the endpoint of any S3-compatible store, the region and the key prefix', () => {
    expect(
      loadConfig({
        PARLEY_S3_BUCKET: 'parley',
        PARLEY_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        PARLEY_S3_REGION: 'eu-central-1',
        PARLEY_S3_PREFIX: 'tenants/parley/',
      }).objectStorage,
    ).toEqual({
      bucket: 'parley',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      prefix: 'tenants/parley/',
    });
    expect(
      loadConfig({ PARLEY_S3_BUCKET: 'parley', PARLEY_S3_ENDPOINT: 'https://s3.example.com' })
        .objectStorage?.endpoint,
    ).toBe('https://s3.example.com');
  });

  it('refuses an endpoint that is not an http or https URL, naming the variable', () => {
    for (const endpoint of ['s3.example.com', 'ftp://s3.example.com']) {
      expect(() =>
        loadConfig({ PARLEY_S3_BUCKET: 'parley', PARLEY_S3_ENDPOINT: endpoint }),
      ).toThrow(
        `PARLEY_S3_ENDPOINT must be the absolute https or http URL of an S3-compatible store, not "${endpoint}".`,
      );
    }
  });

  it('refuses a bucket name, region or prefix that cannot be one, naming the variable', () => {
    expect(() => loadConfig({ PARLEY_S3_BUCKET: 'my bucket' })).toThrow(
      'PARLEY_S3_BUCKET must be a bucket name of 3 to 63 letters, digits, ".", "_" or "-", starting and ending with a letter or digit, not "my bucket".',
    );
    expect(() => loadConfig({ PARLEY_S3_BUCKET: 'parley', PARLEY_S3_REGION: 'eu west' })).toThrow(
      'PARLEY_S3_REGION must be a region name such as "eu-west-1", not "eu west".',
    );
    for (const prefix of ['/parley/', '../parley/', 'parley//blobs']) {
      expect(() => loadConfig({ PARLEY_S3_BUCKET: 'parley', PARLEY_S3_PREFIX: prefix })).toThrow(
        `PARLEY_S3_PREFIX must be slash-separated names of letters, digits, ".", "_" and "-" (such as "parley/"), with no leading slash, not "${prefix}".`,
      );
    }
  });

  it('refuses object storage settings without a bucket, rather than ignoring them', () => {
    expect(() => loadConfig({ PARLEY_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'PARLEY_S3_ENDPOINT only applies to object storage, which PARLEY_S3_BUCKET turns on: set the bucket, or unset it to keep blobs in the data directory.',
    );
    expect(() => loadConfig({ PARLEY_S3_REGION: 'eu-west-1', PARLEY_S3_PREFIX: 'p/' })).toThrow(
      'PARLEY_S3_REGION and PARLEY_S3_PREFIX only apply to object storage, which PARLEY_S3_BUCKET turns on: set the bucket, or unset them to keep blobs in the data directory.',
    );
  });
});

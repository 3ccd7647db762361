import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureLocalhostCertificate } from './tls';

describe('ensureLocalhostCertificate', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-tls-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a certificate for localhost and 127.0.0.1 in the data directory', async () => {
    const tls = await ensureLocalhostCertificate(dataDir);
    const certificate = new X509Certificate(tls.cert);
    expect(tls.certPath.startsWith(dataDir)).toBe(true);
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps the same certificate across restarts', async () => {
    const first = await ensureLocalhostCertificate(dataDir);
    const second = await ensureLocalhostCertificate(dataDir);
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
  });
});

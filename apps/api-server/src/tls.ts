import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  key: string;
  cert: string;
  /** Where the certificate is kept, for clients that must trust it (`NODE_EXTRA_CA_CERTS`). */
  certPath: string;
}

const VALIDITY_DAYS = 825;

/**
 * The https identity for localhost: generated on first start and kept in the data directory, so
 * browsers and tools that were told to trust it keep trusting it across restarts.
 */
export async function ensureLocalhostCertificate(dataDir: string): Promise<TlsFiles> {
  const folder = path.join(dataDir, 'tls');
  const keyPath = path.join(folder, 'localhost-key.pem');
  const certPath = path.join(folder, 'localhost-cert.pem');
  try {
    const [key, cert] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
    return { key, cert, certPath };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(folder, { recursive: true });
  await writeFile(keyPath, pems.private, { mode: 0o600 });
  await writeFile(certPath, pems.cert);
  return { key: pems.private, cert: pems.cert, certPath };
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
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

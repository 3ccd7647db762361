import { describe, expect, it } from 'vitest';
import type { StoredIdentityProviders } from '../db/queries/instance-settings';
import { seedInstanceSettings } from '../db/seed/seed-data';
import { decideSignIn, describeSignIn } from './sign-in-state';

const nothingConfigured: StoredIdentityProviders = {
  ...seedInstanceSettings,
  oidcAuthority: null,
  oidcClientId: null,
};
const oidcConfigured = {
  ...nothingConfigured,
  oidcAuthority: 'https://login.example.com',
  oidcClientId: 'parley',
};
const entraConfigured = { ...nothingConfigured, entraTenantId: 't', entraClientId: 'c' };

describe('decideSignIn (ARCHITECTURE section 5)', () => {
  it('turns the embedded provider on exactly when no other identity provider is configured', () => {
    const auto = { embeddedIdp: 'auto' as const, devSignIn: false };
    expect(decideSignIn(auto, nothingConfigured).embeddedIdp).toBe(true);
    expect(decideSignIn(auto, oidcConfigured).embeddedIdp).toBe(false);
    expect(decideSignIn(auto, entraConfigured).embeddedIdp).toBe(false);
  });

  it('lets PARLEY_EMBEDDED_IDP override the decision both ways', () => {
    expect(decideSignIn({ embeddedIdp: 'on', devSignIn: false }, oidcConfigured).embeddedIdp).toBe(
      true,
    );
    expect(
      decideSignIn({ embeddedIdp: 'off', devSignIn: false }, nothingConfigured).embeddedIdp,
    ).toBe(false);
  });

  it('offers the password-less Dev exchange only with its switch and the embedded provider on', () => {
    expect(
      decideSignIn({ embeddedIdp: 'auto', devSignIn: true }, nothingConfigured).devSignIn,
    ).toBe(true);
    expect(decideSignIn({ embeddedIdp: 'auto', devSignIn: true }, oidcConfigured).devSignIn).toBe(
      false,
    );
    expect(
      decideSignIn({ embeddedIdp: 'auto', devSignIn: false }, nothingConfigured).devSignIn,
    ).toBe(false);
  });
});

describe('describeSignIn: what the start output says', () => {
  const details = {
    publicOrigin: 'https://localhost:8443',
    passwordsFile: '/data/idp/passwords.txt',
    generatedPasswords: [{ userName: 'staff@parley.local', password: 'abcDEF234ghiJKL567mn' }],
  };

  it('warns that the demonstration sign-in is on and prints new passwords once, with their file', () => {
    const { info, warnings } = describeSignIn(
      { embeddedIdp: true, devSignIn: false, externalIdp: false },
      details,
    );
    expect(warnings[0]).toMatch(/^The embedded demonstration sign-in is on/);
    expect(info).toContain(
      'Passwords of the seeded users, shown this once (also kept in /data/idp/passwords.txt):',
    );
    expect(info).toContain('  staff@parley.local  abcDEF234ghiJKL567mn');
    expect(info).toContain('Change a password at https://localhost:8443/idp/password');
  });

  it('points at the passwords file on later starts, printing no password', () => {
    const { info } = describeSignIn(
      { embeddedIdp: true, devSignIn: false, externalIdp: false },
      { ...details, generatedPasswords: [] },
    );
    expect(info.join('\n')).not.toContain('abcDEF');
    expect(info[0]).toBe(
      "The seeded users' generated passwords are in /data/idp/passwords.txt (until changed).",
    );
  });

  it('says nobody can sign in, naming the settings, when every provider is off', () => {
    const { warnings } = describeSignIn(
      { embeddedIdp: false, devSignIn: false, externalIdp: false },
      details,
    );
    expect(warnings[0]).toMatch(/^Nobody can sign in: PARLEY_EMBEDDED_IDP=off/);
    expect(warnings[0]).toContain('PARLEY_OIDC_AUTHORITY');
  });

  it('warns loudly while the password-less Dev exchange is on', () => {
    const { warnings } = describeSignIn(
      { embeddedIdp: true, devSignIn: true, externalIdp: false },
      details,
    );
    expect(warnings).toContain(
      'PARLEY_DEV_SIGN_IN=on: anyone who reaches this server gets a token for any user without a password. Use it for automated tests only.',
    );
  });
});

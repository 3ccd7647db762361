import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('never stores the password, and salts each hash differently', async () => {
    const first = await hashPassword('same password twice');
    const second = await hashPassword('same password twice');
    expect(first).not.toContain('same password');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('refuses an unreadable hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('generated passwords', () => {
  it('are 20 characters without look-alike characters, and differ each time', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});

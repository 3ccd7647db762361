import { adminLimits, newAdminUserSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { emptyNewUserForm, newUserFormSchema } from './user-schema';

describe('newUserFormSchema', () => {
  it('refuses bad new users in the same words as the contract (newAdminUserSchema)', async () => {
    const long = 'u'.repeat(adminLimits.userNameMaxLength);
    const inputs = [
      emptyNewUserForm,
      { userName: '   ', displayName: '  ', roleIds: [] },
      { userName: 'not-an-address', displayName: 'Ada', roleIds: [] },
      { userName: 'ada @example.com', displayName: 'Ada', roleIds: [] },
      { userName: `${long}@example.com`, displayName: 'Ada', roleIds: [] },
      {
        userName: 'ada@example.com',
        displayName: 'A'.repeat(adminLimits.displayNameMaxLength + 1),
        roleIds: [],
      },
      { userName: '  Ada@Example.COM ', displayName: ' Ada Lovelace ', roleIds: ['r-1'] },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: newUserFormSchema,
        contractSchema: newAdminUserSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});

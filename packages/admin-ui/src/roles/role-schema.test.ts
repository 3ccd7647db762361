import { adminLimits, adminMessages, roleInputSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { emptyRoleForm, roleFormSchema } from './role-schema';

const name = (length: number) => 'r'.repeat(length);

describe('roleFormSchema', () => {
  it('refuses bad roles in the same words as the contract (roleInputSchema)', async () => {
    const inputs = [
      emptyRoleForm,
      { name: '   ', actions: ['GptSystemsRead'] },
      { name: name(adminLimits.roleNameMaxLength + 1), actions: [] },
      { name: 'Editors', actions: [] },
      { name: `  ${name(adminLimits.roleNameMaxLength)}  `, actions: ['UserRead'] },
      { name: 'Editors', actions: ['GptSystemsRead', 'UserRolesWrite'] },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: roleFormSchema,
        contractSchema: roleInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('asks for a name and at least one action', async () => {
    await expect(roleFormSchema.validate(emptyRoleForm, { abortEarly: false })).rejects.toThrow(
      expect.objectContaining({
        errors: [adminMessages.roleNameRequired, adminMessages.roleActionsRequired],
      }),
    );
  });
});

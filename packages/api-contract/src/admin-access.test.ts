import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { actions, allActions } from './actions';
import {
  actionAreas,
  adminMessages,
  auditQuerySchema,
  chatAccessPolicyInputSchema,
  newAdminUserSchema,
  roleInputSchema,
} from './admin-access';

function messages(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const policy = {
  name: 'Finance agents',
  description: '',
  allAgents: false,
  gptSystemIds: ['g-1'],
  userRoleIds: ['r-1'],
  groupIds: [],
  userIds: [],
  brandKey: null,
};

describe('administration access schemas', () => {
  it('groups every action exactly once', () => {
    const grouped = actionAreas.flatMap((area) => area.actions);
    expect([...grouped].sort()).toEqual([...allActions].sort());
  });

  it('refuses a role without a name or without actions, with the form messages', () => {
    expect(messages(roleInputSchema, { name: '  ', actions: [] })).toEqual([
      adminMessages.roleNameRequired,
      adminMessages.roleActionsRequired,
    ]);
    expect(messages(roleInputSchema, { name: 'x'.repeat(101), actions: ['AgentRead'] })).toEqual([
      adminMessages.roleNameTooLong,
    ]);
    expect(messages(roleInputSchema, { name: 'Auditors', actions: ['NoSuchAction'] })).toHaveLength(
      1,
    );
    expect(roleInputSchema.parse({ name: ' Auditors ', actions: [actions.AgentRead] })).toEqual({
      name: 'Auditors',
      actions: [actions.AgentRead],
    });
  });

  it('keeps a new user name as a lower-case e-mail address', () => {
    expect(
      newAdminUserSchema.parse({ userName: ' New@Parley.Local ', displayName: 'New', roleIds: [] })
        .userName,
    ).toBe('new@parley.local');
    expect(
      messages(newAdminUserSchema, { userName: 'not an address', displayName: 'x', roleIds: [] }),
    ).toEqual([adminMessages.userNameInvalid]);
  });

  it('asks a policy for agents (or all agents) and for people', () => {
    expect(messages(chatAccessPolicyInputSchema, policy)).toEqual([]);
    expect(messages(chatAccessPolicyInputSchema, { ...policy, gptSystemIds: [] })).toEqual([
      adminMessages.policyAgentsRequired,
    ]);
    expect(
      messages(chatAccessPolicyInputSchema, { ...policy, allAgents: true, gptSystemIds: [] }),
    ).toEqual([]);
    expect(messages(chatAccessPolicyInputSchema, { ...policy, userRoleIds: [] })).toEqual([
      adminMessages.policyMembersRequired,
    ]);
  });

  it('takes the audit filters of admin-spec section 7', () => {
    expect(
      auditQuerySchema.parse({
        type: 'UserRole',
        aggregateRootId: 'r-1',
        userName: 'admin',
        domainOperation: 'Created',
        details: 'Auditors',
        timeStampFrom: '2026-11-01T00:00:00Z',
        timeStampTo: '2026-11-25T00:00:00Z',
      }),
    ).toMatchObject({ type: 'UserRole', details: 'Auditors' });
    expect(messages(auditQuerySchema, { timeStampFrom: 'yesterday' })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { agentLabel, agentStanding, canEditAgent } from './agent-label';
import type { AgentIdentity } from './agent-label';

const ownPersonal: AgentIdentity = {
  name: 'My helper',
  gptSystemType: 'User',
  moderationStatus: 'None',
  ownership: { ownerIsCurrentUser: true },
};
const allowed = { personalAgentsAllowed: true, isBannedFromCreating: false };

describe('agentLabel (chat-spec sections 5 and 6)', () => {
  it('shows the agent name', () => {
    expect(agentLabel(ownPersonal, false)).toBe('My helper');
  });

  it('shows "Unnamed Agent" for no name or the name null', () => {
    expect(agentLabel({ ...ownPersonal, name: null }, false)).toBe('Unnamed Agent');
    expect(agentLabel({ ...ownPersonal, name: 'null' }, false)).toBe('Unnamed Agent');
  });

  it('shows "Banned Agent" for a Banned moderation status', () => {
    expect(agentLabel({ ...ownPersonal, moderationStatus: 'Banned' }, false)).toBe('Banned Agent');
  });

  it('shows "Blocked Agent" for own personal agents of a user banned from creating', () => {
    expect(agentLabel(ownPersonal, true)).toBe('Blocked Agent');
    expect(agentStanding(ownPersonal, true)).toBe('blocked');
  });

  it('does not block system agents or others’ agents of a user banned from creating', () => {
    expect(agentStanding({ ...ownPersonal, gptSystemType: 'System' }, true)).toBe('normal');
    expect(agentStanding({ ...ownPersonal, ownership: { ownerIsCurrentUser: false } }, true)).toBe(
      'normal',
    );
  });
});

describe('canEditAgent (chat-spec section 6)', () => {
  it('offers edit for an own User-type agent when personal agents are allowed', () => {
    expect(canEditAgent(ownPersonal, allowed)).toBe(true);
  });

  it('hides edit when personal agents are not allowed', () => {
    expect(canEditAgent(ownPersonal, { ...allowed, personalAgentsAllowed: false })).toBe(false);
  });

  it('hides edit for banned, blocked, system and others’ agents', () => {
    expect(canEditAgent({ ...ownPersonal, moderationStatus: 'Banned' }, allowed)).toBe(false);
    expect(canEditAgent(ownPersonal, { ...allowed, isBannedFromCreating: true })).toBe(false);
    expect(canEditAgent({ ...ownPersonal, gptSystemType: 'System' }, allowed)).toBe(false);
    expect(
      canEditAgent({ ...ownPersonal, ownership: { ownerIsCurrentUser: false } }, allowed),
    ).toBe(false);
  });
});

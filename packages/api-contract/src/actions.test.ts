import { describe, expect, it } from 'vitest';
import { canOpenManagement, visibleAdminMenu } from './actions';

const allOn = { AllowUserCreatedGptSystems: true, AllowConnections: true, ShowFooter: true };

describe('menu gating (admin-spec section 6)', () => {
  it('offers Management only with an action other than agent-read (chat-spec section 6)', () => {
    expect(canOpenManagement(['AgentRead'])).toBe(false);
    expect(canOpenManagement(['AgentRead', 'ModerationRead'])).toBe(true);
  });

  it('shows an item when the user holds at least one of its actions', () => {
    expect(visibleAdminMenu(['BrandsWrite'], allOn).map((item) => item.title)).toEqual(['Brands']);
  });

  it('hides Report Moderation while personal agents are off, and Connections while connections are off', () => {
    const titles = visibleAdminMenu(['ModerationRead', 'ConnectionRead'], {
      AllowUserCreatedGptSystems: false,
      AllowConnections: false,
      ShowFooter: false,
    });
    expect(titles).toEqual([]);
  });
});

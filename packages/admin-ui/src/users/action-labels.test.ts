import { actionAreas, allActions } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { actionLabels, grantedAreas, OTHER_ACTIONS_AREA } from './action-labels';

describe('grantedAreas', () => {
  it("groups held actions by the contract's action areas, in their order, with the granting roles", () => {
    expect(
      grantedAreas([
        { name: 'Moderator', resolvedActions: ['ModerationWrite', 'AgentRead', 'ModerationRead'] },
        { name: 'Staff', resolvedActions: ['AgentRead'] },
      ]),
    ).toEqual([
      {
        area: 'Chat',
        actions: [
          { action: 'AgentRead', label: actionLabels.AgentRead, roleNames: ['Moderator', 'Staff'] },
        ],
      },
      {
        area: 'Moderation',
        actions: [
          {
            action: 'ModerationRead',
            label: actionLabels.ModerationRead,
            roleNames: ['Moderator'],
          },
          {
            action: 'ModerationWrite',
            label: actionLabels.ModerationWrite,
            roleNames: ['Moderator'],
          },
        ],
      },
    ]);
  });

  it('keeps an action this console does not know, under Other, named as sent', () => {
    expect(grantedAreas([{ name: 'Future', resolvedActions: ['TeleportRead'] }])).toEqual([
      {
        area: OTHER_ACTIONS_AREA,
        actions: [{ action: 'TeleportRead', label: 'TeleportRead', roleNames: ['Future'] }],
      },
    ]);
  });

  it('places every action of the contract in an area, so Other holds only unknown ones', () => {
    const areas = grantedAreas([{ name: 'Administrator', resolvedActions: allActions }]);
    expect(areas.map((area) => area.area)).toEqual(actionAreas.map((area) => area.area));
  });
});

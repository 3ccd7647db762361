import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseMenuItem } from '../testing/choose-menu-item';
import { renderWithProviders } from '../testing/render-with-providers';
import { ownPersonalAgent } from '../testing/sample-agents';
import { AgentRow } from './agent-row';
import type { AgentRowProps } from './agent-row';

const agent = ownPersonalAgent;

const user = userEvent.setup();

function renderRow(props: Partial<AgentRowProps> = {}) {
  const handlers = { onOpen: vi.fn(), onPin: vi.fn(), onUnpin: vi.fn(), onEdit: vi.fn() };
  renderWithProviders(
    <AgentRow
      agent={agent}
      label="Policy helper"
      standing="normal"
      pinned={false}
      editable
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const optionsButton = () => screen.getByRole('button', { name: 'Options for Policy helper' });

describe('AgentRow', () => {
  it('opens a chat with the agent on click', async () => {
    const { onOpen } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Policy helper' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('pins an unpinned agent from its menu', async () => {
    const { onPin } = renderRow();
    await chooseMenuItem(user, optionsButton(), 'Pin');
    expect(onPin).toHaveBeenCalledTimes(1);
  });

  it('unpins a pinned agent from its menu', async () => {
    const { onUnpin } = renderRow({ pinned: true });
    await chooseMenuItem(user, optionsButton(), 'Unpin');
    expect(onUnpin).toHaveBeenCalledTimes(1);
  });

  it('offers Edit when the agent is editable', async () => {
    const { onEdit } = renderRow();
    await chooseMenuItem(user, optionsButton(), 'Edit');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('hides Edit when the agent is not editable (chat-spec section 6)', async () => {
    renderRow({ editable: false });
    await user.click(optionsButton());
    await screen.findByRole('menuitem', { name: 'Pin' });
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

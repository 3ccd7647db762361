import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GptSystem } from '@parley/api-contract';
import { chooseMenuItem } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { ownPersonalAgent } from '@parley/api-client/testing';
import { AgentRow } from './agent-row';
import type { AgentRowProps } from './agent-row';

const agent = ownPersonalAgent;

const user = userEvent.setup();

function renderRow(props: Partial<AgentRowProps> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onPin: vi.fn(),
    onUnpin: vi.fn(),
    onEdit: vi.fn(),
    onReport: vi.fn(),
  };
  renderWithProviders(
    <AgentRow
      agent={agent}
      label="Policy helper"
      standing="normal"
      pinned={false}
      editable
      reportable={false}
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
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(agent);
  });

  it('pins an unpinned agent from its menu', async () => {
    const { onPin } = renderRow();
    await chooseMenuItem(user, optionsButton(), 'Pin');
    expect(onPin).toHaveBeenCalledExactlyOnceWith(agent);
  });

  it('unpins a pinned agent from its menu', async () => {
    const { onUnpin } = renderRow({ pinned: true });
    await chooseMenuItem(user, optionsButton(), 'Unpin');
    expect(onUnpin).toHaveBeenCalledExactlyOnceWith(agent);
  });

  it('offers Edit when the agent is editable', async () => {
    const { onEdit } = renderRow();
    await chooseMenuItem(user, optionsButton(), 'Edit');
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(agent);
  });

  it('hides Edit when the agent is not editable (chat-spec section 6)', async () => {
    renderRow({ editable: false });
    await user.click(optionsButton());
    await screen.findByRole('menuitem', { name: 'Pin' });
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('is not drawn again when its parent re-renders with the same props', async () => {
    // Drawing the row reads the agent (its avatar); a memoized row skipped by React reads nothing.
    let agentReads = 0;
    const watchedAgent = new Proxy(agent, {
      get(target, key, receiver) {
        agentReads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) satisfies GptSystem;
    const handlers = {
      onOpen: vi.fn(),
      onPin: vi.fn(),
      onUnpin: vi.fn(),
      onEdit: vi.fn(),
      onReport: vi.fn(),
    };
    function Parent() {
      const [renders, setRenders] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render the parent again ({renders})
          </button>
          <AgentRow
            agent={watchedAgent}
            label="Policy helper"
            standing="normal"
            pinned={false}
            editable
            reportable={false}
            {...handlers}
          />
        </>
      );
    }
    renderWithProviders(<Parent />);
    const readsOnFirstDraw = agentReads;
    expect(readsOnFirstDraw).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /Render the parent again/ }));

    expect(screen.getByRole('button', { name: 'Render the parent again (2)' })).toBeVisible();
    expect(agentReads).toBe(readsOnFirstDraw);
  });

  it('offers Report on a personal agent someone shares, and reports it', async () => {
    const { onReport } = renderRow({ reportable: true, editable: false });
    await chooseMenuItem(user, optionsButton(), 'Report');
    expect(onReport).toHaveBeenCalledExactlyOnceWith(agent);
  });
});

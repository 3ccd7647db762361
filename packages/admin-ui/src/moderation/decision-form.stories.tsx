import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DecisionForm } from './decision-form';
import { sampleReport } from './moderation-fixtures';
import { moderationConsoleMessages as messages } from './moderation-messages';

const meta = {
  title: 'admin-ui/moderation/DecisionForm',
  component: DecisionForm,
  args: { report: sampleReport(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof DecisionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Section 5's words for what is missing; nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
    await expect(await canvas.findByText(messages.agentActionRequired)).toBeVisible();
    await expect(canvas.getByText(messages.creatorActionRequired)).toBeVisible();
    await expect(canvas.getByText(messages.notesRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A ban asks 'Are you sure?' first, saying it is permanent. */
export const BanAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Agent action/ }),
      'BanAgent',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Creator action/ }),
      'TakeNoAction',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'Misleading.');
    await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.banQuestion });
    await expect(dialog).toHaveTextContent('permanent and cannot be undone');
    // An alert dialog starts on its least destructive action.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: messages.cancel })).toHaveFocus(),
    );
  },
};

/** An owner already blocked from sharing: only blocking creation is offered, with the reason. */
export const OwnerBlockedFromSharing: Story = {
  args: {
    report: sampleReport({
      personalAgentSettings: { isBannedFromCreatingAgents: false, isBannedFromSharingAgents: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.alreadyBlockedFromSharing)).toBeVisible();
    await expect(canvas.queryByRole('option', { name: 'Block agent sharing' })).toBeNull();
  },
};

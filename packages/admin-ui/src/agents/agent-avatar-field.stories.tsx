import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentAvatarField } from './agent-avatar-field';
import { agentLookMessages as messages } from './agent-look-messages';

const identicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#f2f2f2"/><rect x="16" y="16" width="64" height="64" fill="#784FD3"/></svg>',
)}`;

const meta = {
  title: 'admin-ui/agents/AgentAvatarField',
  decorators: [withRouter],
  component: AgentAvatarField,
  args: {
    name: 'Travel desk',
    imageUrl: identicon,
    hasAvatar: false,
    onUpload: fn(async () => true),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof AgentAvatarField>;

export default meta;
type Story = StoryObj<typeof meta>;

const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/** A chosen image is previewed, then uploaded; the choice is cleared once stored. */
export const Uploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: messages.upload });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText(messages.chooseFile), pngFile());
    await expect(await canvas.findByRole('img', { name: messages.preview })).toBeVisible();
    await userEvent.click(upload);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalled());
    await waitFor(() => expect(canvas.queryByRole('img', { name: messages.preview })).toBeNull());
  },
};

/** A file that is not one of the types is refused when chosen, with its name. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(messages.chooseFile),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(canvas.getByText(messages.wrongType('anim.gif'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.upload })).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** An uploaded avatar can be removed, after asking. */
export const Removed: Story = {
  args: { hasAvatar: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.remove }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: messages.removeHeading,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Without GptSystemsWrite: nothing can be chosen or sent. */
export const ReadOnly: Story = {
  args: {
    hasAvatar: true,
    disabledReason: 'Your roles lack GptSystemsWrite, needed to change agents.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(messages.chooseFile)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.upload })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.remove })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { agentEditorMessages as messages } from './agent-editor-messages';
import { AgentIconField } from './agent-icon-field';

const identicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f2f2f2"/><rect x="16" y="16" width="32" height="32" fill="#784FD3"/></svg>',
)}`;

const meta = {
  title: 'agent-editor/AgentIconField',
  decorators: [withRouter],
  component: AgentIconField,
  args: {
    name: 'Travel desk',
    imageUrl: identicon,
    hasIcon: false,
    onUpload: fn(async () => true),
    onRemove: fn(async () => true),
  },
} satisfies Meta<typeof AgentIconField>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'icon.svg', { type: 'image/svg+xml' });

/** A chosen image is uploaded; the choice is cleared and the focus is back on the file input. */
export const Uploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: messages.currentIcon('Travel desk') }),
    ).toBeVisible();
    const upload = canvas.getByRole('button', { name: messages.uploadIcon });
    await expect(upload).toBeDisabled();
    const file = svgFile();
    await userEvent.upload(canvas.getByLabelText(messages.chooseIcon), file);
    await userEvent.click(upload);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(canvas.getByLabelText(messages.chooseIcon)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: messages.uploadIcon })).toBeDisabled();
  },
};

/** A file that is not one of the contract's types is refused when chosen, with its name. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(messages.chooseIcon),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(
      canvas.getByText('"anim.gif" is not a PNG, JPEG, WebP or SVG image. Choose one of those.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.uploadIcon })).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** An uploaded icon can be removed. */
export const Removed: Story = {
  args: { hasIcon: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.removeIcon }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalled());
  },
};

/** Read-only: nothing can be chosen or sent, and the buttons say why. */
export const ReadOnly: Story = {
  args: { hasIcon: true, disabledReason: 'You are blocked from creating and editing agents.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(messages.chooseIcon)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.uploadIcon })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.removeIcon })).toBeDisabled();
  },
};

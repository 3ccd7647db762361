import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageFileInput } from './image-file-input';

const tooLarge = 'That image is larger than 10 bytes.';

const meta = {
  title: 'app-shell/form/ImageFileInput',
  component: ImageFileInput,
  args: {
    label: 'Logo',
    help: 'PNG or SVG, up to 10 bytes',
    accept: 'image/png,image/svg+xml',
    problemOf: (file: File) => (file.size > 10 ? tooLarge : undefined),
    onChoose: fn(),
  },
} satisfies Meta<typeof ImageFileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChosenAndRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await userEvent.upload(input, new File(['<svg/>'], 'small.svg', { type: 'image/svg+xml' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'small.svg' }),
    );
    await expect(canvas.getByText('PNG or SVG, up to 10 bytes')).toBeVisible();

    await userEvent.upload(input, new File(['x'.repeat(11)], 'large.png', { type: 'image/png' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText(tooLarge)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Logo')).toBeDisabled();
  },
};

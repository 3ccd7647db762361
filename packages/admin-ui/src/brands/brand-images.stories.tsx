import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@parley/app-shell/stories';
import { sampleBrand } from './brand-fixtures';
import { BrandImages } from './brand-images';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0B6E4F"/></svg>',
  );

const meta = {
  title: 'admin-ui/brands/BrandImages',
  decorators: [withRouter],
  component: BrandImages,
  args: {
    brand: {
      ...sampleBrand,
      navigationLogoFileName: null,
      files: ['logo.svg'],
      logoFileName: 'logo.svg',
    },
    fileUrl: () => logo,
    onUpload: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof BrandImages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each slot shows its image (the logo here), refuses a file that is no image, and uploads one that is. */
export const Slots: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Current avatar' })).toBeNull();
    const avatarInput = canvas.getByLabelText('Choose a new avatar');
    await userEvent.upload(avatarInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(
        '"notes.txt" is not a PNG, JPEG, WebP or SVG image. Choose one of those.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
    const image = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'avatar.svg', {
      type: 'image/svg+xml',
    });
    await userEvent.upload(avatarInput, image);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload avatar' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith('avatar', image));
  },
};

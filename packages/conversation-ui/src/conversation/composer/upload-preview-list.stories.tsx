import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadPreviewList } from './upload-preview-list';

/** A small inline picture: stories load nothing from the network. */
const preview =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
  );

const meta = {
  title: 'conversation-ui/conversation/composer/UploadPreviewList',
  component: UploadPreviewList,
  args: {
    onRemove: fn(),
    items: [
      { id: 'i-1', fileName: 'chart.png', kind: 'image', status: 'ready', previewUrl: preview },
      { id: 'i-2', fileName: 'photo.jpg', kind: 'image', status: 'ready' },
      { id: 'local-1', fileName: 'notes.txt', kind: 'file', status: 'uploading' },
      {
        id: 'local-2',
        fileName: 'huge.pdf',
        kind: 'file',
        status: 'failed',
        message: 'huge.pdf is 25 MB: files can be at most 20 MB.',
      },
    ],
  },
} satisfies Meta<typeof UploadPreviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', preview);
    await expect(canvas.getByRole('alert')).toHaveTextContent('files can be at most 20 MB');
    await expect(
      canvas.queryByRole('button', { name: 'Remove notes.txt' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss huge.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('local-2');
  },
};

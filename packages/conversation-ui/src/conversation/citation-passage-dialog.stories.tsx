import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CitationPassageDialog, citationPassageMessages } from './citation-passage-dialog';

const citation = {
  title: 'ferries.pdf, page 2',
  path: 'libraries/00000000-0000-4000-8000-0000000000d1/files/00000000-0000-4000-8000-0000000000f1/chunks/3',
};

const meta = {
  title: 'conversation-ui/conversation/CitationPassageDialog',
  component: CitationPassageDialog,
  args: {
    citation,
    passage: {
      title: 'ferries.pdf, page 2',
      fileName: 'ferries.pdf',
      libraryName: 'Travel policies',
      pageNumber: 2,
      heading: 'Crossings',
      text: 'Ferry crossings are booked through the harbour office.\nBring your badge.',
    },
    onDownload: fn(),
    downloading: false,
    onClose: fn(),
  },
} satisfies Meta<typeof CitationPassageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: it is found in the whole document, not the canvas. */
const page = () => within(document.body);

export const Passage: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'ferries.pdf, page 2' });
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() =>
      expect(within(dialog).getByText('From the library Travel policies')).toBeVisible(),
    );
    await expect(within(dialog).getByText('Crossings')).toBeVisible();
    await expect(within(dialog).getByText(/Ferry crossings are booked/)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: citationPassageMessages.download }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(citation);
    await userEvent.click(
      within(dialog).getByRole('button', { name: citationPassageMessages.close }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { passage: undefined },
  play: async () => {
    const loading = await page().findByRole('status', { name: citationPassageMessages.loading });
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(loading).toBeVisible());
  },
};

export const Failed: Story = {
  args: {
    passage: undefined,
    error: { status: 404, data: { message: 'The answer cites no passage at "x".' } },
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The passage could not be loaded: The answer cites no passage at "x".',
    );
  },
};

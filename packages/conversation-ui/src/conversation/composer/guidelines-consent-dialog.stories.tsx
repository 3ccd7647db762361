import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuidelinesConsentDialog } from './guidelines-consent-dialog';

const meta = {
  title: 'conversation-ui/conversation/composer/GuidelinesConsentDialog',
  component: GuidelinesConsentDialog,
  args: {
    open: true,
    onAgree: fn(),
    onClose: fn(),
    document: {
      guidelinesDocumentId: 'g-1',
      title: 'Acceptable use of AI assistants',
      requireConsent: true,
      version: 3,
      sections: [
        {
          sectionId: 's-1',
          title: 'What you may share',
          content: 'Share only information you are allowed to share with colleagues.',
        },
        {
          sectionId: 's-2',
          title: 'Checking answers',
          content: 'Answers can be wrong. Check facts before you rely on them.',
        },
      ],
    },
  },
} satisfies Meta<typeof GuidelinesConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agree: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Acceptable use of AI assistants' });
    // The version accepted is the one shown: a change to the document asks again.
    await expect(dialog).toHaveAccessibleDescription('Version 3');
    // The dialog fades in: wait until it has.
    await waitFor(() => expect(within(dialog).getByText('Checking answers')).toBeVisible(), {
      timeout: 3_000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
  },
};

export const ConsentFailed: Story = {
  args: { failure: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Your consent could not be recorded',
    );
  },
};

/** The document changed while the user read it: the server's words, over the new version. */
export const ChangedWhileReading: Story = {
  args: {
    failure: {
      status: 409,
      data: {
        message:
          'These guidelines changed while you were reading them: read the new version, then accept it.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'These guidelines changed while you were reading them',
    );
  },
};

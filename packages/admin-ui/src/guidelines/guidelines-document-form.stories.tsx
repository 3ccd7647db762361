import { guidelinesMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuidelinesDocumentForm } from './guidelines-document-form';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';

const meta = {
  title: 'admin-ui/guidelines/GuidelinesDocumentForm',
  decorators: [withRouter],
  component: GuidelinesDocumentForm,
  args: {
    initialValues: { title: 'Acceptable use of AI assistants', requireConsent: true },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof GuidelinesDocumentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save waits for a change; a change is sent as typed, trimmed by the screen. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: messages.save });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByText(messages.requireConsentLabel));
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Acceptable use of AI assistants',
        requireConsent: false,
      }),
    );
  },
};

/** A title left empty: the contract's words, on the field. */
export const TitleMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Title/ }));
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(guidelinesMessages.titleRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: {
    readOnlyReason: 'You need the GuidelinesDocumentsWrite action to change guidelines documents.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.save })).toHaveAccessibleDescription(
      'You need the GuidelinesDocumentsWrite action to change guidelines documents.',
    );
  },
};

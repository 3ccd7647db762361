import { guidelinesMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplates } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { NewGuidelinesDocumentForm } from './new-guidelines-document-form';

const meta = {
  title: 'admin-ui/guidelines/NewGuidelinesDocumentForm',
  decorators: [withRouter],
  component: NewGuidelinesDocumentForm,
  args: { templates: sampleTemplates, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof NewGuidelinesDocumentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank document: a title is needed; no template starts it with no sections. */
export const Blank: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(messages.requireConsentLabel));
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(guidelinesMessages.titleRequired)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Travel rules');
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Travel rules',
        requireConsent: true,
        templateId: '',
      }),
    );
  },
};

/** Opened from a template: its name is the title, and the form can be saved at once. */
export const FromTemplate: Story = {
  args: { templateId: 'template-starter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Acceptable use (starter)',
    );
    const template = canvas.getByRole('combobox', { name: messages.templateLabel });
    await expect(template).toHaveAccessibleDescription(messages.templateHelp(3));
    await expect(canvas.getByRole('button', { name: messages.save })).toBeEnabled();
    // Another template renames a title the user has not typed.
    await userEvent.selectOptions(template, 'Public chat notice');
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Public chat notice');
  },
};

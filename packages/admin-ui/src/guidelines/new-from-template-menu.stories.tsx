import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplates } from './guidelines-fixtures';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { NewFromTemplateMenu } from './new-from-template-menu';

const meta = {
  title: 'admin-ui/guidelines/NewFromTemplateMenu',
  component: NewFromTemplateMenu,
  args: { templates: sampleTemplates, onChoose: fn() },
} satisfies Meta<typeof NewFromTemplateMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: messages.newFromTemplate }),
  );
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

/** The templates by name; choosing one starts a document from it. */
export const Templates: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Public chat notice' }));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith('template-public'));
  },
};

export const NoTemplates: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu).getByRole('menuitem', { name: messages.noTemplates }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const TemplatesLoading: Story = {
  args: { templates: undefined },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    // The menu fades in: visible once its opening animation has run.
    await waitFor(() => expect(within(menu).getByText(messages.templatesLoading)).toBeVisible());
  },
};

/** A user who may not create documents: disabled, saying why. */
export const NotAllowed: Story = {
  args: {
    disabledReason: 'You need the GuidelinesDocumentsCreate action to create guidelines documents.',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: messages.newFromTemplate });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You need the GuidelinesDocumentsCreate action to create guidelines documents.',
    );
  },
};

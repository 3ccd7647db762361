import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formActionsMessages } from '@parley/app-shell';
import { withRouter } from '@parley/app-shell/stories';
import { BrandForm } from './brand-form';
import { brandMessages } from './brand-messages';
import { emptyBrandForm } from './brand-schema';

const meta = {
  title: 'admin-ui/brands/BrandForm',
  decorators: [withRouter],
  component: BrandForm,
  args: {
    initialValues: emptyBrandForm,
    instanceName: 'Parley',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof BrandForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** Pastes rather than types: each keystroke of a colour would redraw the preview. */
const replaceText = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** The preview follows the colours as they are typed, drawn by the brand's real theme. */
export const LivePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByRole('textbox', { name: /^Menu colour/ }), '#0E2A3B');
    await replaceText(canvas.getByRole('textbox', { name: /^Primary colour/ }), '#0B6E4F');
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByTestId('preview-menu')).backgroundColor).toBe(
        rgb('#0E2A3B'),
      ),
    );
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByTestId('preview-button')).backgroundColor).toBe(
        rgb('#0B6E4F'),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** Unreadable menu text is refused before saving, in the server's words, naming the ratio. */
export const UnreadableMenuText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Brand key/ }), 'dim');
    await replaceText(canvas.getByRole('textbox', { name: /^Menu colour/ }), '#222222');
    await replaceText(canvas.getByRole('textbox', { name: /^Menu text colour/ }), '#555555');
    await userEvent.click(canvas.getByRole('button', { name: formActionsMessages.save }));
    await expect(
      await canvas.findByText(
        'Menu text colour: #555555 on #222222 (the menu colour) has a contrast of 2.13:1; text needs at least 4.5:1 (WCAG AA).',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new brand is sent with its key, host names as a list, and colours upper-case. */
export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Brand key/ }), 'north');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'North');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Host names/ }), 'North.Example');
    await replaceText(canvas.getByRole('textbox', { name: /^Primary colour/ }), '#0b5394');
    await userEvent.click(canvas.getByRole('button', { name: formActionsMessages.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          brandKey: 'north',
          name: 'North',
          primary: '#0B5394',
          hostNames: ['north.example'],
        }),
      ),
    );
    await expect(canvas.queryByRole('button', { name: brandMessages.deleteBrand })).toBeNull();
  },
};

/** Editing: no key field, and Delete asks first; a refused deletion is shown above the form. */
export const RefusedDelete: Story = {
  args: {
    initialValues: { ...emptyBrandForm, isNew: false, brandKey: 'harbour' },
    onDelete: fn(async () => {
      throw {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message:
            'The brand "harbour" is the instance\'s default brand and cannot be deleted. Choose another default brand first.',
        },
      };
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /^Brand key/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: brandMessages.deleteBrand }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalled());
    await expect(
      await canvas.findByText(/is the instance's default brand and cannot be deleted/),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { publicChatMessages } from '@parley/api-contract';
import { withRouter } from '@parley/app-shell/stories';
import { samplePublicChat } from './agent-fixtures';
import { agentMessages, agentPublicChatMessages as messages } from './agent-messages';
import { AgentPublicChatForm } from './agent-public-chat-form';
import { publicChatFormValues } from './agent-public-chat-schema';
import { publicChatLinks } from './public-chat-links';

const endpoint = 'travel-desk-k2v9q8w7x6z5';
const enabled = samplePublicChat({
  enabled: true,
  endpoint,
  allowedOrigins: ['https://shop.example.com'],
});

const meta = {
  title: 'admin-ui/agents/AgentPublicChatForm',
  decorators: [withRouter],
  component: AgentPublicChatForm,
  args: {
    initialValues: publicChatFormValues(samplePublicChat()),
    endpoint: null,
    brands: [
      { value: 'default', label: 'default' },
      { value: 'harbour', label: 'harbour' },
    ],
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof AgentPublicChatForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    enabled: canvas.getByRole('checkbox', { name: messages.enabledLabel }),
    save: canvas.getByRole('button', { name: agentMessages.save }),
  };
};

/** Never switched on: no key yet. Switched on with an origin and the harbour brand, and saved. */
export const SwitchedOn: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, enabled, save } = parts(canvasElement);
    await expect(canvas.getByText(messages.endpointNone)).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.click(enabled);
    await userEvent.click(canvas.getByRole('button', { name: messages.addOrigin }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: messages.originLabel(1) }),
      'https://shop.example.com',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: messages.brandLabel }),
      'harbour',
    );
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      enabled: true,
      allowedOrigins: ['https://shop.example.com'],
      questionsPerMinutePerSession: 20,
      questionsPerMinutePerAddress: 60,
      questionsPerMinutePerEndpoint: 600,
      brandKey: 'harbour',
    });
    await waitFor(() => expect(save).toBeDisabled());
  },
};

/** On: the key, the address and the embed code with Copy; asking for a new key on save. */
export const OnWithLinks: Story = {
  args: {
    initialValues: publicChatFormValues(enabled),
    endpoint,
    links: publicChatLinks('https://chat.example.com', endpoint),
  },
  play: async ({ args, canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    await expect(canvas.getByText(endpoint)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: messages.urlLabel })).toHaveValue(
      `https://chat.example.com/public-chat/${endpoint}`,
    );
    await expect(
      canvas.getByRole('button', { name: messages.copy(messages.snippetLabel) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: messages.regenerateLabel }));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        regenerateEndpoint: true,
        allowedOrigins: ['https://shop.example.com'],
      }),
    );
  },
};

/** An origin with a path, one listed twice and a limit of 0: each named on its field; nothing sent. */
export const Invalid: Story = {
  args: { initialValues: publicChatFormValues(enabled), endpoint },
  play: async ({ args, canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addOrigin }));
    const second = canvas.getByRole('textbox', { name: messages.originLabel(2) });
    await userEvent.type(second, 'https://shop.example.com/chat');
    const perSession = canvas.getByRole('spinbutton', { name: messages.perSessionLabel });
    await userEvent.clear(perSession);
    await userEvent.type(perSession, '0');
    await userEvent.click(save);
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(
        expect.stringContaining('an origin has no path, query or fragment'),
      ),
    );
    await expect(perSession).toHaveAccessibleDescription(
      expect.stringContaining(publicChatMessages.rateLimit('questionsPerMinutePerSession')),
    );
    await userEvent.clear(second);
    await userEvent.type(second, 'https://SHOP.example.com');
    await userEvent.click(save);
    await expect(
      await canvas.findByText(publicChatMessages.repeatedOrigin('https://SHOP.example.com')),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without GptSystemsWrite: the reason heads the form; nothing can change. */
export const ReadOnly: Story = {
  args: {
    initialValues: publicChatFormValues(enabled),
    endpoint,
    readOnlyReason:
      'Changing agents needs the GptSystemsWrite action, which your roles do not grant.',
  },
  play: async ({ canvasElement }) => {
    const { canvas, enabled: toggle, save } = parts(canvasElement);
    await expect(canvas.getByText(messages.readOnly)).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.addOrigin })).toBeDisabled();
    await expect(save).toBeDisabled();
  },
};

/** The server refused the brand: its message on the brand field, the change kept. */
export const BrandRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      const message = publicChatMessages.unknownBrand('harbour');
      throw {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: `brandKey: ${message}`,
          fields: [{ field: 'brandKey', message }],
        },
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, save } = parts(canvasElement);
    const brand = canvas.getByRole('combobox', { name: messages.brandLabel });
    await userEvent.selectOptions(brand, 'harbour');
    await userEvent.click(save);
    await waitFor(() =>
      expect(brand).toHaveAccessibleDescription(
        expect.stringContaining(publicChatMessages.unknownBrand('harbour')),
      ),
    );
    await expect(brand).toHaveValue('harbour');
  },
};

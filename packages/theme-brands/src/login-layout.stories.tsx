import { Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginLayout } from './login-layout';

/** A local picture standing in for a brand background image: stories load nothing remote. */
const backgroundImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a3b8f"/><stop offset="1" stop-color="#9bc5e8"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/></svg>',
)}`;

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="8" fill="#784FD3"/></svg>',
)}`;

function SignInForm() {
  return (
    <Stack gap="4">
      <Heading size="lg">Sign in</Heading>
      <Text>Use your organisation account.</Text>
      <Button colorPalette="brand">Sign in</Button>
    </Stack>
  );
}

const meta = {
  title: 'theme-brands/LoginLayout',
  component: LoginLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Image src={logo} alt="Brand logo" h="8" />,
    children: <SignInForm />,
  },
} satisfies Meta<typeof LoginLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('main');
const justifyOf = (canvasElement: HTMLElement) =>
  getComputedStyle(panel(canvasElement).parentElement as HTMLElement).justifyContent;

export const Center: Story = {
  play: async ({ canvasElement }) => {
    await expect(justifyOf(canvasElement)).toBe('center');
    const style = getComputedStyle(panel(canvasElement));
    await expect(style.backdropFilter).toBe('blur(12.5px)');
    await expect(style.backgroundColor).toMatch(/^(rgba|color)\(.*0\.5\)$/);
  },
};

export const Left: Story = {
  args: { alignment: 'Left' },
  play: async ({ canvasElement }) => {
    await expect(justifyOf(canvasElement)).toBe('flex-start');
  },
};

export const Right: Story = {
  args: { alignment: 'Right' },
  play: async ({ canvasElement }) => {
    await expect(justifyOf(canvasElement)).toBe('flex-end');
  },
};

export const BackgroundImage: Story = {
  args: { backgroundImageUrl: backgroundImage },
  play: async ({ canvasElement }) => {
    const page = panel(canvasElement).parentElement as HTMLElement;
    await expect(getComputedStyle(page).backgroundImage).toContain('data:image/svg+xml');
  },
};

export const BrandColourBackground: Story = {
  args: { backgroundColor: '#0E2A3B' },
  play: async ({ canvasElement }) => {
    const page = panel(canvasElement).parentElement as HTMLElement;
    await expect(getComputedStyle(page).backgroundColor).toBe('rgb(14, 42, 59)');
  },
};

import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { BrandTheme } from '@parley/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandProvider } from './brand-provider';
import { defaultBrandTheme } from './create-brand-system';

/** The second brand the server seeds (api-server's seed data), gradient buttons included. */
const harbourBrand: BrandTheme = {
  brandKey: 'harbour',
  primary: '#0B6E4F',
  secondary: '#F4A259',
  menu: '#0E2A3B',
  menuTextPrimary: '#FFFFFF',
  useGradientButtons: true,
};

function BrandSample() {
  return (
    <Stack gap="3" p="4" bg="bg" color="fg">
      <Heading size="md">Brand sample</Heading>
      <Text>Buttons and badges take the brand palette through semantic tokens.</Text>
      <HStack>
        <Button colorPalette="brand">Primary action</Button>
        <Button colorPalette="accent" variant="outline">
          Secondary action
        </Button>
        <Badge colorPalette="brand">Brand</Badge>
      </HStack>
      <HStack>
        <Badge colorPalette="info">Info</Badge>
        <Badge colorPalette="success">Success</Badge>
        <Badge colorPalette="warning">Warning</Badge>
        <Badge colorPalette="error">Error</Badge>
      </HStack>
      <Text bg="menu.bg" color="menu.fg" p="2" rounded="l2">
        Menu colours
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'theme-brands/BrandProvider',
  component: BrandProvider,
  args: { theme: defaultBrandTheme, children: <BrandSample /> },
} satisfies Meta<typeof BrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const primaryButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Primary action' });

export const DefaultBrand: Story = {
  play: async ({ canvasElement }) => {
    const button = primaryButton(canvasElement);
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(120, 79, 211)');
    await expect(getComputedStyle(button).borderRadius).toBe('8px');
  },
};

export const HarbourBrand: Story = {
  args: { theme: harbourBrand },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(primaryButton(canvasElement)).backgroundColor).toBe(
      'rgb(11, 110, 79)',
    );
    await expect(getComputedStyle(primaryButton(canvasElement)).backgroundImage).toContain(
      'linear-gradient',
    );
    const menu = within(canvasElement).getByText('Menu colours');
    await expect(getComputedStyle(menu).backgroundColor).toBe('rgb(14, 42, 59)');
    await expect(getComputedStyle(menu).color).toBe('rgb(255, 255, 255)');
  },
};

export const GradientButtons: Story = {
  args: { theme: { ...defaultBrandTheme, useGradientButtons: true } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(primaryButton(canvasElement)).backgroundImage).toContain(
      'linear-gradient',
    );
  },
};

export const RightToLeft: Story = {
  args: { languageCode: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(getComputedStyle(primaryButton(canvasElement)).direction).toBe('rtl');
  },
};

import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandProvider } from './brand-provider';
import { defaultBrandTheme } from './create-brand-system';

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

export const DefaultBrand: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Primary action' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(120, 79, 211)');
  },
};

export const HarbourBrand: Story = {
  args: {
    theme: {
      brandKey: 'harbour',
      primary: '#0B6E4F',
      secondary: '#F4A259',
      menu: '#0E2A3B',
      menuTextPrimary: '#FFFFFF',
      useGradientButtons: false,
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Primary action' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 110, 79)');
  },
};

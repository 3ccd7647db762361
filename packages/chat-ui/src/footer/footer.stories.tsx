import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

function svgLogo(label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24"><rect width="96" height="24" rx="6"/><text x="8" y="16" font-size="12" fill="white">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'chat-ui/Footer',
  component: Footer,
  args: {
    show: true,
    logo: { src: svgLogo('Parley'), alt: 'Parley' },
    partnerLogo: { src: svgLogo('Partner'), alt: 'Partner' },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo', { hidden: true });
    await expect(footer).toHaveTextContent('Powered by');
    // Hidden on mobile: visible only from the md breakpoint (48rem) up.
    const isWide = window.matchMedia('(min-width: 48rem)').matches;
    await expect(getComputedStyle(footer).display).toBe(isWide ? 'flex' : 'none');
  },
};

export const FlagOff: Story = {
  args: { show: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('contentinfo', { hidden: true }),
    ).not.toBeInTheDocument();
  },
};

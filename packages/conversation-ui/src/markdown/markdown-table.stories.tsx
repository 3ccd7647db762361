import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lexer } from 'marked';
import type { Token, Tokens } from 'marked';
import { expect, userEvent, within } from 'storybook/test';
import { markdownMessages } from './markdown-messages';
import { everyBlockAnswer } from './markdown-samples';
import { MarkdownTable } from './markdown-table';

/** The first GFM table of `markdown`, lexed as the answer renderer lexes it. */
function tableOf(markdown: string): Tokens.Table {
  const table = Lexer.lex(markdown, { gfm: true }).find(
    (token: Token): token is Tokens.Table => token.type === 'table',
  );
  if (!table) throw new Error('The sample holds no table');
  return table;
}

/** More columns than a narrow answer column can hold, with inline markdown in its cells. */
const wideTable = `| Office | Country | Head count | Desks | Meeting rooms | Parking | Opened | Contact |
| --- | --- | --: | --: | --: | --- | --- | --- |
| **Harbour House** | Netherlands | 1,240 | 900 | 48 | Underground, 300 places | 2011 | [Facilities](mailto:facilities@example.com) |
| North Yard | Norway | 310 | 260 | 12 | Street only | 2019 | [Reception](mailto:reception@example.com) |`;

const meta = {
  title: 'conversation-ui/markdown/MarkdownTable',
  component: MarkdownTable,
  args: { token: tableOf(everyBlockAnswer) },
  decorators: [
    (Story) => (
      <Box maxW="2xl" p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MarkdownTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlignedColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Region',
      'Revenue',
      'Change',
    ]);
    // Markdown's left and right become start and end, so a right-to-left page mirrors them.
    await expect(getComputedStyle(headers[0] as Element).textAlign).toBe('start');
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '1,200' })).textAlign).toBe(
      'end',
    );
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '+15 %' })).textAlign).toBe(
      'center',
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const WideTableScrollsByKeyboard: Story = {
  args: { token: tableOf(wideTable) },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('group', { name: markdownMessages.tableRegion });
    // The columns keep their width: the region scrolls sideways instead.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(getComputedStyle(region).overflowX).toBe('auto');
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(within(region).getByRole('columnheader', { name: 'Meeting rooms' })).toBeVisible();
    await expect(canvas.getByText('Harbour House').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'Facilities' })).toHaveAttribute(
      'href',
      'mailto:facilities@example.com',
    );
  },
};

import { Table } from '@chakra-ui/react';
import type { Tokens } from 'marked';
import { InlineTokens } from './markdown-inline';
import { markdownMessages } from './markdown-messages';

/** Markdown's left and right follow the reading direction, so a right-to-left page mirrors them. */
function textAlign(align: Tokens.TableCell['align']) {
  if (align === 'left') return 'start';
  if (align === 'right') return 'end';
  return align ?? undefined;
}

/** A GFM table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function MarkdownTable({ token }: { token: Tokens.Table }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      my="3"
      maxW="full"
      role="group"
      aria-label={markdownMessages.tableRegion}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {token.header.map((cell, column) => (
              <Table.ColumnHeader key={column} textAlign={textAlign(cell.align)}>
                <InlineTokens tokens={cell.tokens} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {token.rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {row.map((cell, column) => (
                <Table.Cell key={column} textAlign={textAlign(cell.align)}>
                  <InlineTokens tokens={cell.tokens} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import type { SystemStyleObject } from '@chakra-ui/react';
import { layout } from '@parley/api-contract';

/**
 * How an answer's markdown looks, as one stylesheet on its container. Blocks render as plain
 * elements (`p`, `h2`, `li`, `a`, `code`) rather than one styled component each: a long answer
 * has hundreds of them, and mounting a styled component per paragraph would hold the main thread.
 * Logical properties (`ps`, `borderStart`) follow the page's reading direction.
 */
export const proseStyles: SystemStyleObject = {
  wordBreak: 'break-word',
  '& p': { my: '2' },
  // Raw HTML shows as typed, line breaks included.
  '& p[data-raw-html]': { whiteSpace: 'pre-wrap' },
  '& li > p': { my: '1' },
  '& :is(h1, h2, h3, h4, h5, h6)': { fontWeight: 'semibold', mt: '4', mb: '2' },
  '& h1': { textStyle: 'xl' },
  '& h2': { textStyle: 'lg' },
  '& h3': { textStyle: 'md' },
  '& :is(h4, h5, h6)': { textStyle: 'sm' },
  '& :is(ul, ol)': { ps: '6', my: '2' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1' },
  '& ul[data-task-list]': { listStyleType: 'none', ps: '1' },
  '& input[type="checkbox"]': {
    me: '2',
    verticalAlign: 'middle',
    accentColor: 'colorPalette.solid',
  },
  '& blockquote': {
    borderStartWidth: '4px',
    borderColor: 'border',
    ps: '4',
    my: '3',
    color: 'fg.muted',
  },
  '& hr': { my: '4', borderColor: 'border' },
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& :not(pre) > code': {
    fontFamily: 'mono',
    fontSize: '0.875em',
    bg: 'bg.muted',
    px: '1',
    borderRadius: 'sm',
  },
  // chat-spec section 9: images in chat are at most 400 px tall.
  '& img': {
    display: 'inline-block',
    maxH: `${layout.imagePreviewMaxHeight}px`,
    maxW: 'full',
    objectFit: 'contain',
    borderRadius: 'md',
  },
};

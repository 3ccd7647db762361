import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { notify } from '@parley/app-shell';
import { HighlightTree } from './highlight-tree';
import { CopyCodeIcon } from './markdown-icons';
import { useConversationText } from '../i18n/conversation-text';
import { markdownMessages } from './markdown-messages';
import { useHighlightedCode } from './use-highlighted-code';

/** Highlighter classes coloured through the brand's semantic tokens, readable in both colour modes. */
const tokenColours: SystemStyleObject = {
  '& .hljs-keyword, & .hljs-selector-tag, & .hljs-section, & .hljs-name, & .hljs-doctag': {
    color: 'brand.fg',
  },
  '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-template-tag': {
    color: 'success.fg',
  },
  '& .hljs-number, & .hljs-literal, & .hljs-symbol, & .hljs-bullet, & .hljs-link': {
    color: 'accent.fg',
  },
  '& .hljs-title, & .hljs-function, & .hljs-selector-id, & .hljs-selector-class': {
    color: 'info.fg',
  },
  '& .hljs-built_in, & .hljs-type, & .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-params':
    { color: 'warning.fg' },
  '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: 'fg.muted', fontStyle: 'italic' },
  '& .hljs-deletion': { color: 'error.fg' },
  '& .hljs-emphasis': { fontStyle: 'italic' },
  '& .hljs-strong': { fontWeight: 'bold' },
};

async function copyToClipboard(code: string, messages: { copied: string; copyFailed: string }) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(messages.copied);
  } catch {
    // No clipboard (an insecure page) or no permission: say so rather than fail silently.
    notify.error(messages.copyFailed);
  }
}

export interface CodeBlockProps {
  code: string;
  /** The language after the opening fence, e.g. `ts`; empty when none was given. */
  language: string;
  /** False while the stream may still add lines: shown plain until then. */
  finished: boolean;
}

/**
 * A fenced code block: a header with its language and a copy button, then the code, left to right
 * whatever the page's direction. Highlighting loads lazily once the block is finished.
 */
export function CodeBlock({ code, language, finished }: CodeBlockProps) {
  const tree = useHighlightedCode(code, language, finished);
  const t = useConversationText();
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" my="3">
      <HStack justify="space-between" bg="bg.muted" ps="3" pe="1" py="1">
        <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
          {language || markdownMessages.plainCodeLabel}
        </Text>
        <IconButton
          aria-label={t('copyCode')}
          size="xs"
          variant="ghost"
          onClick={() =>
            void copyToClipboard(code, { copied: t('copied'), copyFailed: t('codeCopyFailed') })
          }
        >
          <CopyCodeIcon />
        </IconButton>
      </HStack>
      <Box
        as="pre"
        dir="ltr"
        textAlign="left"
        overflowX="auto"
        p="3"
        m="0"
        bg="bg.subtle"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="tall"
        css={tokenColours}
        aria-busy={finished ? undefined : true}
        // A scrolling block must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <code>{tree ? <HighlightTree tree={tree} /> : code}</code>
      </Box>
    </Box>
  );
}

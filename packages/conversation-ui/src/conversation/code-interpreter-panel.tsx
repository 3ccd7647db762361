import { Box, Button, Collapsible, Spinner } from '@chakra-ui/react';

export interface CodeInterpreterPanelProps {
  output: string;
  /** True while the code interpreter is still writing. */
  running?: boolean;
}

export const CODE_INTERPRETER_LABEL = 'Code interpreter output';

/** What the code interpreter printed, apart from the answer, open until the reader folds it. */
export function CodeInterpreterPanel({ output, running = false }: CodeInterpreterPanelProps) {
  if (!output) return null;
  return (
    <Collapsible.Root defaultOpen borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" w="full" justifyContent="flex-start">
          {CODE_INTERPRETER_LABEL}
          {running && <Spinner size="xs" />}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box
          as="pre"
          role="region"
          aria-label={CODE_INTERPRETER_LABEL}
          tabIndex={0}
          px="3"
          pb="3"
          fontFamily="mono"
          textStyle="sm"
          whiteSpace="pre-wrap"
          overflowX="auto"
        >
          {output}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { AgentPrompt } from '@parley/api-contract';
import { ButtonWithReason } from '@parley/app-shell';
import { DeleteButton } from '../components/delete-button';
import { agentLookMessages as messages } from './agent-look-messages';

export interface AgentPromptListProps {
  prompts: readonly AgentPrompt[];
  /** Why the user may not change the prompts: Edit and Delete are disabled with it. */
  disabledReason?: string;
  onEdit: (prompt: AgentPrompt) => void;
  /** Deletes after the dialog's confirmation; resolves when done (the caller reports it). */
  onDelete: (prompt: AgentPrompt) => Promise<void>;
}

/** The agent's conversation starters in their order, each with Edit and Delete (which asks). */
export function AgentPromptList({
  prompts,
  disabledReason,
  onEdit,
  onDelete,
}: AgentPromptListProps) {
  if (prompts.length === 0) {
    return <Text color="fg.muted">{messages.promptsEmpty}</Text>;
  }
  return (
    <Stack as="ul" aria-label={messages.promptsLabel} gap="3" listStyleType="none" ms="0">
      {prompts.map((prompt) => (
        <Box
          as="li"
          key={prompt.promptId}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          aria-label={prompt.title}
        >
          <HStack justify="space-between" align="flex-start" gap="4">
            <Stack gap="1" minW="0">
              <Text fontWeight="semibold">{prompt.title}</Text>
              <Text textStyle="sm" color="fg.muted" whiteSpace="pre-wrap" lineClamp={3}>
                {prompt.text}
              </Text>
            </Stack>
            <HStack gap="2" flexShrink={0}>
              <ButtonWithReason
                type="button"
                variant="outline"
                size="sm"
                aria-label={messages.editPrompt(prompt.title)}
                disabledReason={disabledReason}
                reasonAlign="end"
                onClick={() => onEdit(prompt)}
              >
                Edit
              </ButtonWithReason>
              <DeleteButton
                label={messages.deletePrompt(prompt.title)}
                heading={messages.deletePromptHeading}
                name={prompt.title}
                disabledReason={disabledReason}
                onDelete={() => onDelete(prompt)}
              />
            </HStack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { AgentPrompt, GptSystem } from '@parley/api-contract';
import { AgentAvatar } from '../components/agent-avatar';
import type { AgentStanding } from '../components/agent-label';
import { StreamingMarkdown } from '../markdown/streaming-markdown';
import { useConversationText } from '../i18n/conversation-text';

export interface AgentIntroductionProps {
  agent: Pick<GptSystem, 'gptSystemId' | 'avatarVersion'>;
  /** The agent's name as shown (or "Banned Agent", "Blocked Agent", "Unnamed Agent"). */
  label: string;
  standing: AgentStanding;
  introduction: string;
  prompts: readonly AgentPrompt[];
  /** Asks the prompt's text as the first question. */
  onPrompt: (prompt: AgentPrompt) => void;
  /** Prompts cannot be asked while the input is blocked (consent, a banned agent). */
  promptsDisabled?: boolean;
}

/** A new chat: who the agent is, what it says about itself, and the prompts it suggests. */
export function AgentIntroduction({
  agent,
  label,
  standing,
  introduction,
  prompts,
  onPrompt,
  promptsDisabled = false,
}: AgentIntroductionProps) {
  const t = useConversationText();
  return (
    <Stack gap="5" align="center" textAlign="center" py="10" maxW="2xl" mx="auto">
      <AgentAvatar agent={agent} label={label} standing={standing} size="lg" />
      <Heading as="h1" size="xl">
        {label}
      </Heading>
      {introduction && (
        <Stack color="fg.muted" textAlign="start">
          <StreamingMarkdown text={introduction} streaming={false} />
        </Stack>
      )}
      {prompts.length > 0 && (
        <Stack gap="2" as="section" aria-label={t('suggestedPrompts')} align="center">
          <Text textStyle="sm" color="fg.muted">
            {t('tryAsking')}
          </Text>
          <Wrap justify="center" gap="2">
            {prompts.map((prompt) => (
              <Button
                key={prompt.promptId}
                size="sm"
                variant="outline"
                title={prompt.text}
                disabled={promptsDisabled}
                onClick={() => onPrompt(prompt)}
              >
                {prompt.title}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
    </Stack>
  );
}

import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useConversationText } from '../i18n/conversation-text';
import { useAnswering } from './answering-context';
import type { BranchPosition } from './segment-tree';
import { ChevronEndIcon, ChevronStartIcon } from './conversation-icons';

export interface BranchSwitcherProps {
  position: BranchPosition;
  onSelect: (segmentId: string) => void;
}

/**
 * "2 / 3" between the arrows that move to the previous or next version of a question; the arrows
 * wait while an answer streams.
 */
export function BranchSwitcher({ position, onSelect }: BranchSwitcherProps) {
  const disabled = useAnswering();
  const t = useConversationText();
  if (position.count < 2) return null;
  const { previousId, nextId } = position;
  return (
    <HStack gap="1" role="group" aria-label={t('branches')}>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t('previousBranch')}
        disabled={disabled || previousId === null}
        onClick={() => previousId && onSelect(previousId)}
      >
        <ChevronStartIcon />
      </IconButton>
      <Text textStyle="xs" color="fg.muted" aria-live="polite">
        {position.index} / {position.count}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t('nextBranch')}
        disabled={disabled || nextId === null}
        onClick={() => nextId && onSelect(nextId)}
      >
        <ChevronEndIcon />
      </IconButton>
    </HStack>
  );
}

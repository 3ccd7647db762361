import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { lazyPart } from '@parley/app-shell';
import { MoreIcon } from './sidebar-icons';

export interface OptionsMenuItem {
  value: string;
  label: string;
  /** Drawn in the error colour: an action that destroys something. */
  destructive?: boolean;
}

export interface OptionsMenuButtonProps {
  /** The button's accessible name, e.g. "Options for Travel plans". */
  label: string;
  items: OptionsMenuItem[];
  onSelect: (value: string) => void;
  /** The button, for returning focus to it after a dialog its menu opened. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The quick-start tour's name for the button. */
  tourTarget?: string;
}

interface OptionsButtonProps extends OptionsMenuButtonProps {
  onOpen?: () => void;
}

/** The "..." button as it looks before its menu's code has loaded. */
function OptionsButton({ label, buttonRef, tourTarget, onOpen }: OptionsButtonProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpen?.();
  };
  return (
    <IconButton
      ref={buttonRef}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      variant="ghost"
      size="xs"
      data-tour={tourTarget}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <MoreIcon />
    </IconButton>
  );
}

// The menu machine and its positioning weigh about 17 KB gzip, and no row needs them until its
// menu is first opened (issue 13: `/chat` within 300 KB).
const OptionsMenu = lazyPart(async () => (await import('./options-menu')).OptionsMenu, {
  fallback: OptionsButton,
});

/**
 * A row's "..." button and its menu of actions (chat-spec section 2). The menu's code loads the
 * first time the button is used, by pointer or keyboard (Enter, Space, Arrow Down or Up); the menu
 * then opens at once and behaves as any menu from then on.
 */
export function OptionsMenuButton(props: OptionsMenuButtonProps) {
  const [used, setUsed] = useState(false);
  if (!used) return <OptionsButton {...props} onOpen={() => setUsed(true)} />;
  return <OptionsMenu {...props} />;
}

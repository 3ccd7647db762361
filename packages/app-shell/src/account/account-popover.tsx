import { useState } from 'react';
import { lazyPart } from '../components/lazy-part';
import { AccountButton } from './account-button';

/** The two signed-in apps the account menu's toggle moves between. */
export type Workspace = 'chat' | 'management';

export interface AccountPopoverProps {
  name: string;
  userName: string;
  /** The app the user is in: its half of the Chat/Management toggle shows pressed. */
  workspace: Workspace;
  /** Shows the Chat/Management toggle: only for a user with an action other than agent-read. */
  showWorkspaceToggle: boolean;
  /** Leaves for the other app (the toggle's other half). */
  onSwitchWorkspace: () => void;
  onOpenSettings: () => void;
  onOpenAbout: () => void;
  onLogout: () => void;
  /** `data-tour` names for the quick-start tour's account steps. */
  tourTargetIds?: { name: string; popover: string };
}

/** The account button as it looks before its popover's code has loaded. */
function ClosedAccountButton({
  name,
  tourTargetIds,
  onOpen,
}: AccountPopoverProps & { onOpen?: () => void }) {
  return (
    <AccountButton
      name={name}
      tourTarget={tourTargetIds?.name}
      menuTourTarget={tourTargetIds?.popover}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
    />
  );
}

// The popover machine and its positioning stay out of the start-up bundle until the account
// button is first used (issue 13: `/chat` within 300 KB).
const AccountPopoverPanel = lazyPart(
  async () => (await import('./account-popover-panel')).AccountPopoverPanel,
  { fallback: ClosedAccountButton },
);

/**
 * The account button and its popover (chat-spec section 2): name and user name, the Chat/Management
 * toggle, Settings, About and Logout. Only the toggle's half for the other app acts.
 * The popover's code loads the first time the button is used; it then opens at once.
 */
export function AccountPopover(props: AccountPopoverProps) {
  const [used, setUsed] = useState(false);
  if (!used) return <ClosedAccountButton {...props} onOpen={() => setUsed(true)} />;
  return <AccountPopoverPanel {...props} />;
}

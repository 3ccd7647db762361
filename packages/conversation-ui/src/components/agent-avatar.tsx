import { Avatar, Icon } from '@chakra-ui/react';
import { paths } from '@parley/api-contract';
import type { GptSystem } from '@parley/api-contract';
import type { AgentStanding } from './agent-label';

export interface AgentAvatarProps {
  agent: Pick<GptSystem, 'gptSystemId' | 'avatarVersion'>;
  /** The name shown next to the avatar; its initials stand in when there is no image. */
  label: string;
  standing: AgentStanding;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** A circle with a slash, drawn inline: the app loads no icons from the network. */
function ForbiddenIcon() {
  return (
    <Icon asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <circle cx="12" cy="12" r="9" />
        <path d="M5.6 5.6l12.8 12.8" />
      </svg>
    </Icon>
  );
}

/**
 * An agent's picture, decorative since the name or "Blocked Agent" is always written next to it
 * (chat-spec section 7: the versioned avatar call, which answers the agent's identicon while it
 * has no avatar (`?v=0`); the initials stand in while it loads and when it fails);
 * a blocked agent shows the forbidden icon instead (section 6).
 */
export function AgentAvatar({ agent, label, standing, size = 'sm' }: AgentAvatarProps) {
  if (standing === 'blocked') {
    return (
      <Avatar.Root size={size} colorPalette="red" aria-hidden>
        <Avatar.Fallback>
          <ForbiddenIcon />
        </Avatar.Fallback>
      </Avatar.Root>
    );
  }
  return (
    <Avatar.Root size={size} colorPalette="brand" aria-hidden>
      <Avatar.Fallback name={label} />
      <Avatar.Image
        src={paths.gptSystems.avatar(agent.gptSystemId, agent.avatarVersion ?? 0)}
        alt=""
      />
    </Avatar.Root>
  );
}

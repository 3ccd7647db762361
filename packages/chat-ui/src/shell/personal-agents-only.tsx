import { AbsoluteCenter, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useGetFeaturesQuery } from '@parley/api-client';

export interface PersonalAgentsOnlyProps {
  children: ReactNode;
}

/**
 * Personal-agent routes are reachable only when AllowUserCreatedGptSystems is on (chat-spec
 * section 2); otherwise, or when the flags cannot be read, the user lands on chat.
 */
export function PersonalAgentsOnly({ children }: PersonalAgentsOnlyProps) {
  const { data: features, isLoading } = useGetFeaturesQuery();
  if (isLoading) {
    return (
      <AbsoluteCenter>
        <Spinner
          colorPalette="brand"
          color="colorPalette.solid"
          role="status"
          aria-label="Loading"
        />
      </AbsoluteCenter>
    );
  }
  if (!features?.AllowUserCreatedGptSystems) return <Navigate to="/chat" replace />;
  return children;
}

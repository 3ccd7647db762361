import { useGetBrandThemeQuery } from '@parley/api-client';
import { DEFAULT_PRODUCT_NAME } from '@parley/api-contract';
import { BrandProvider, useDocumentTitle } from '@parley/theme-brands';
import { useChatText } from '../i18n/chat-text';
import type { ChatTextKey } from '../i18n/chat-text';
import { PublicChatFailed, PublicChatLoading, PublicChatUnavailable } from './public-chat-states';
import type { StoredPublicSession } from './public-session-storage';
import { PublicConversation } from './public-conversation';
import { usePublicChatSession } from './use-public-chat-session';

export interface PublicChatScreenProps {
  /** The agent's public endpoint, from `/public-chat/{publicChatEndpoint}`. */
  endpoint: string;
  /** Popup mode (`/public-chat/{endpoint}/true`) hides the side area. */
  popup: boolean;
}

interface BrandedConversationProps extends PublicChatScreenProps {
  session: StoredPublicSession;
  onConversationChange: (conversationId: string | null) => void;
  onSessionRefused: () => void;
}

/** The conversation in the endpoint's brand; the default look if the brand cannot be loaded. */
function BrandedConversation(props: BrandedConversationProps) {
  const brand = useGetBrandThemeQuery(props.session.brandKey);
  if (brand.isLoading) return <PublicChatLoading />;
  return (
    <BrandProvider theme={brand.data?.theme}>
      <PublicConversation {...props} />
    </BrandProvider>
  );
}

/** The page title while there is no conversation to name it (the conversation sets its own). */
function PageTitle({ title }: { title: ChatTextKey }) {
  const t = useChatText();
  useDocumentTitle(t(title), DEFAULT_PRODUCT_NAME);
  return null;
}

/**
 * `/public-chat/{endpoint}[/true]`: an anonymous visitor's chat with one public agent endpoint,
 * in the endpoint's brand. No sign-in, no conversation lists (chat-spec section 2).
 */
export function PublicChatScreen({ endpoint, popup }: PublicChatScreenProps) {
  const { state, retry, renew, setConversationId } = usePublicChatSession(endpoint);

  switch (state.status) {
    case 'loading':
      return (
        <>
          <PageTitle title="documentTitle" />
          <PublicChatLoading />
        </>
      );
    case 'unavailable':
      return (
        <>
          <PageTitle title="unavailableTitle" />
          <PublicChatUnavailable endpoint={endpoint} />
        </>
      );
    case 'failed':
      return (
        <>
          <PageTitle title="failedTitle" />
          <PublicChatFailed message={state.message} onRetry={() => void retry()} />
        </>
      );
    case 'ready':
      return (
        <BrandedConversation
          endpoint={endpoint}
          popup={popup}
          session={state.session}
          onConversationChange={setConversationId}
          onSessionRefused={renew}
        />
      );
  }
}

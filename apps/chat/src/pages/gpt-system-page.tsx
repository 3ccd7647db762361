import { AuthenticatedOnly } from '@parley/auth';
import { GptSystemScreen } from '@parley/chat-ui';

/** `/gpt-system`, for signed-in users (chat-spec section 2); loaded when first visited. */
export function GptSystemPage() {
  return (
    <AuthenticatedOnly>
      <GptSystemScreen />
    </AuthenticatedOnly>
  );
}

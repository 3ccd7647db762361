import { GuestOnly } from '@parley/auth';
import { RegisterScreen } from '@parley/app-shell';

/** `/auth/jwt/register`, for visitors only (chat-spec section 2); loaded when first visited. */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterScreen />
    </GuestOnly>
  );
}

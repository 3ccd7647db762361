import { Image } from '@chakra-ui/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { paths, TOKEN_VERSION } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import {
  readTokenVersion,
  selectInstanceSettings,
  selectIsAuthLoading,
  selectToken,
  useAuthSession,
} from '@parley/auth';
import { LoginLayout, useDocumentTitle } from '@parley/theme-brands';
import { useVisitBrand } from '../start-up/visit-brand';
import { SignInPanel } from './sign-in-panel';

export interface LoginScreenProps {
  /** The brand whose look the page takes; the visit's brand (`useVisitBrand`) when omitted. */
  brandKey?: string;
  /** Reloads the page after a version mismatch; the browser's reload by default. */
  reload?: () => void;
}

function hasMismatchedVersion(token: string | undefined): boolean {
  if (!token) return false;
  const version = readTokenVersion(token);
  return version !== undefined && version !== TOKEN_VERSION;
}

/** `/auth/jwt/login` (chat-spec section 2): the brand's login look around the sign-in panel. */
export function LoginScreen({
  brandKey,
  reload = () => window.location.reload(),
}: LoginScreenProps) {
  const session = useAuthSession();
  const settings = useSelector(selectInstanceSettings);
  const authLoading = useSelector(selectIsAuthLoading);
  const token = useSelector(selectToken);
  const [redirecting, setRedirecting] = useState(false);
  const visit = useVisitBrand();
  const key = brandKey ?? visit.brandKey;
  const { data } = useGetBrandThemeQuery(key);
  const brand = data?.brand;
  const appName = brand?.name ?? settings.name;
  useDocumentTitle('Login', appName);

  const fileUrl = (fileName: string | null | undefined) =>
    fileName ? paths.brands.file(key, fileName) : undefined;
  const logoUrl = fileUrl(brand?.logoFileName);

  const signIn = () => {
    setRedirecting(true);
    session.login().catch(() => setRedirecting(false));
  };

  return (
    <LoginLayout
      alignment={brand?.loginAlignment}
      backgroundColor={brand?.loginBackground}
      backgroundImageUrl={
        brand?.useLoginBackgroundImg ? fileUrl(brand.splashScreenBackgroundFileName) : undefined
      }
      logo={logoUrl ? <Image src={logoUrl} alt={`${appName} logo`} maxH="16" /> : null}
    >
      <SignInPanel
        appName={appName}
        loading={authLoading || redirecting}
        versionMismatch={hasMismatchedVersion(token)}
        onSignIn={signIn}
        onContinue={reload}
        demonstration={settings.demonstrationSignIn}
        unavailable={session.signInUnavailable}
      />
    </LoginLayout>
  );
}

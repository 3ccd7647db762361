import { screen, waitFor } from '@testing-library/react';
import { paths } from '@parley/api-contract';
import type { BrandThemeResponse, InstanceSettings } from '@parley/api-contract';
import { settingsApi } from '@parley/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../testing/api-test-server';
import type { ApiTestServer } from '../testing/api-test-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { ShellRoot } from '../shell/shell-root';
import { useVisitBrand } from './visit-brand';

const settings: InstanceSettings = {
  name: 'Parley',
  organizationName: 'Parley Ltd',
  entraIdSettings: { clientId: 'c', tenantId: 't', instance: 'https://login.example' },
  oidcSettings: null,
  demonstrationSignIn: false,
  defaultBrandKey: 'default',
  currentBrandKey: 'harbour',
};

const harbour: BrandThemeResponse = {
  brand: {
    brandKey: 'harbour',
    name: 'Harbour Chat',
    logoFileName: 'harbour-logo.svg',
    navigationLogoFileName: 'harbour-mark.svg',
    splashScreenBackgroundFileName: null,
    useLoginBackgroundImg: false,
    loginBackground: '#0E2A3B',
    loginAlignment: 'Left',
    avatar: 'avatar-1.png',
    files: ['avatar-1.png', 'harbour-logo.svg', 'harbour-mark.svg'],
  },
  theme: {
    brandKey: 'harbour',
    primary: '#0B6E4F',
    secondary: '#F4A259',
    menu: '#0E2A3B',
    menuTextPrimary: '#FFFFFF',
    useGradientButtons: true,
  },
};

function VisitBrandName() {
  const visit = useVisitBrand();
  return (
    <p>
      {visit.brandKey}: {visit.appName}
    </p>
  );
}

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer({
    [`GET ${paths.instanceSettings()}`]: { body: settings },
    [`GET ${paths.brands.theme('harbour')}`]: { body: harbour },
  });
});
afterAll(() => server.close());

describe('the visit brand (issue 17)', () => {
  it("takes the server's currentBrandKey over the default, with the brand's name and avatar icon", async () => {
    const { store } = renderWithProviders(
      <>
        <VisitBrandName />
        <ShellRoot onError={() => undefined} />
      </>,
      { baseUrl: server.baseUrl },
    );
    await store.dispatch(settingsApi.endpoints.getInstanceSettings.initiate());
    expect(await screen.findByText('harbour: Harbour Chat')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toContain(
        paths.brands.file('harbour', 'avatar-1.png'),
      ),
    );
  });
});

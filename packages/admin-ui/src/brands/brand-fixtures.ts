import type { AdminBrand } from '@parley/api-contract';

/** The seeded second brand as the console's brand GET answers it (tests and stories). */
export const sampleBrand: AdminBrand = {
  brandKey: 'harbour',
  name: 'Harbour',
  primary: '#0B6E4F',
  secondary: '#F4A259',
  menu: '#0E2A3B',
  menuTextPrimary: '#FFFFFF',
  useGradientButtons: true,
  useLoginBackgroundImg: false,
  loginBackground: '#0E2A3B',
  loginAlignment: 'Left',
  hostNames: ['harbour.example'],
  logoFileName: 'harbour-logo.svg',
  navigationLogoFileName: 'harbour-mark.svg',
  splashScreenBackgroundFileName: null,
  avatar: null,
  files: ['harbour-logo.svg', 'harbour-mark.svg'],
  isInstanceDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

import { instanceBrandingSettingsSchema } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { brandingFormSchema } from './branding-schema';

describe('brandingFormSchema', () => {
  it('refuses bad names in the same words as the contract (instanceBrandingSettingsSchema)', async () => {
    const good = {
      name: 'Harbour Assist',
      organizationName: 'Harbour Lines',
      showFooter: true,
      allowConnections: false,
    };
    const inputs = [
      good,
      { ...good, name: '' },
      { ...good, name: '   ' },
      { ...good, organizationName: '' },
      { ...good, name: 'n'.repeat(101) },
      { ...good, organizationName: ` ${'o'.repeat(100)} ` },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: brandingFormSchema,
        contractSchema: instanceBrandingSettingsSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});

import { brandingLimits, brandingMessages } from '@parley/api-contract';
import type { InstanceBrandingSettings } from '@parley/api-contract';
import { boolean, object, string } from 'yup';

/**
 * The branding tab's form, in the contract's words (`instanceBrandingSettingsSchema` is the
 * server's), plus the default brand, which is saved through its own call.
 */
export const brandingFormSchema = object({
  name: string()
    .trim()
    .required(brandingMessages.nameRequired)
    .max(brandingLimits.nameMaxLength, brandingMessages.nameTooLong),
  organizationName: string()
    .trim()
    .required(brandingMessages.organizationRequired)
    .max(brandingLimits.nameMaxLength, brandingMessages.organizationTooLong),
  showFooter: boolean().defined(),
  allowConnections: boolean().defined(),
});

export type BrandingFormValues = InstanceBrandingSettings & { defaultBrandKey: string };

import { maxAgentsPerUserLimit, personalAgentSettingsMessages } from '@parley/api-contract';
import type { InstancePersonalAgentSettings } from '@parley/api-contract';
import { boolean, number, object } from 'yup';

/**
 * The personalAgents tab's form, in the contract's words (`instancePersonalAgentSettingsSchema`
 * is the server's): two switches and the most agents per user, a whole number from 1 to 1000 or
 * empty for no limit.
 */
export const personalAgentsFormSchema = object({
  allowUserCreatedGptSystems: boolean().defined(),
  allowAgentSharing: boolean().defined(),
  maxAgentsPerUser: number()
    .typeError(personalAgentSettingsMessages.maxAgentsPerUser)
    .integer(personalAgentSettingsMessages.maxAgentsPerUser)
    .min(1, personalAgentSettingsMessages.maxAgentsPerUser)
    .max(maxAgentsPerUserLimit, personalAgentSettingsMessages.maxAgentsPerUser)
    .nullable()
    .default(null),
});

/** The form's values: an emptied number field is undefined until it is saved as null. */
export type PersonalAgentsFormValues = Omit<InstancePersonalAgentSettings, 'maxAgentsPerUser'> & {
  maxAgentsPerUser: number | null | undefined;
};

/** What the form sends: an empty limit is no limit (null). */
export const personalAgentSettingsOf = (
  values: PersonalAgentsFormValues,
): InstancePersonalAgentSettings => ({
  ...values,
  maxAgentsPerUser: values.maxAgentsPerUser ?? null,
});

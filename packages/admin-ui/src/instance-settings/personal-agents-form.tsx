import { maxAgentsPerUserLimit } from '@parley/api-contract';
import type { InstancePersonalAgentSettings } from '@parley/api-contract';
import { NumberField, SwitchField } from '@parley/app-shell';
import { instanceSettingsMessages as messages } from './instance-settings-messages';
import { personalAgentSettingsOf, personalAgentsFormSchema } from './personal-agents-schema';
import type { PersonalAgentsFormValues } from './personal-agents-schema';
import { SettingsForm } from './settings-form';

export interface PersonalAgentsFormProps {
  /** The settings as stored. Read once: a refetch must not undo a change being made. */
  initialValues: InstancePersonalAgentSettings;
  /** Saves the settings; rejects with the server's error (RTK Query's `unwrap()`), then shown. */
  onSubmit: (settings: InstancePersonalAgentSettings) => Promise<void>;
  /** Why the user may not change the settings: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * The personalAgents tab: whether staff may build personal agents (AllowUserCreatedGptSystems),
 * whether they may share them, and the most one user may own (empty: no limit). Cancel puts back what is stored;
 * after a save the saved values are the form's starting point.
 */
export function PersonalAgentsForm({
  initialValues,
  onSubmit,
  readOnlyReason,
}: PersonalAgentsFormProps) {
  return (
    <SettingsForm<PersonalAgentsFormValues>
      label={messages.personalAgentsForm}
      initialValues={initialValues}
      validationSchema={personalAgentsFormSchema}
      onSave={async (values) => {
        const settings = personalAgentSettingsOf(values);
        await onSubmit(settings);
        return settings;
      }}
      readOnlyReason={readOnlyReason}
    >
      {({ readOnly }) => (
        <>
          <SwitchField
            name="allowUserCreatedGptSystems"
            label={messages.allowPersonalAgents}
            helperText={messages.allowPersonalAgentsHelp}
            disabled={readOnly}
          />
          <SwitchField
            name="allowAgentSharing"
            label={messages.allowSharing}
            helperText={messages.allowSharingHelp}
            disabled={readOnly}
          />
          <NumberField
            name="maxAgentsPerUser"
            label={messages.maxAgentsPerUser}
            helperText={messages.maxAgentsPerUserHelp}
            min={1}
            max={maxAgentsPerUserLimit}
            disabled={readOnly}
          />
        </>
      )}
    </SettingsForm>
  );
}

import {
  agentModerationActions,
  limits,
  moderationMessages,
  userModerationActions,
} from '@parley/api-contract';
import type { AgentModerationAction, UserModerationAction } from '@parley/api-contract';
import { mixed, object, string } from 'yup';

/**
 * The decision form (admin-spec section 5, in its words): both actions required, notes at most
 * 500 characters. `moderationDecisionInputSchema` is the server's; a parity test compares them.
 */
export const decisionFormSchema = object({
  agentModerationAction: mixed<AgentModerationAction>()
    .oneOf(agentModerationActions, moderationMessages.agentActionRequired)
    .required(moderationMessages.agentActionRequired),
  userModerationAction: mixed<UserModerationAction>()
    .oneOf(userModerationActions, moderationMessages.creatorActionRequired)
    .required(moderationMessages.creatorActionRequired),
  moderationNotes: string()
    .trim()
    .required(moderationMessages.notesRequired)
    .max(limits.moderationNotesMaxLength, moderationMessages.notesTooLong),
});

/** The form's values: an action not chosen yet is the empty string. */
export interface DecisionFormValues {
  agentModerationAction: AgentModerationAction | '';
  userModerationAction: UserModerationAction | '';
  moderationNotes: string;
}

export const emptyDecision: DecisionFormValues = {
  agentModerationAction: '',
  userModerationAction: '',
  moderationNotes: '',
};

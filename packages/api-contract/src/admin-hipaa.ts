import * as z from 'zod/mini';

/**
 * The hipaa tab of the instance settings (issue 17, `/admin/instanceSettings/hipaa`): HIPAA mode.
 * What it guarantees is this product's design (admin-spec section 3 does not show it); the
 * server enforces each guarantee and the console lists them before the mode is switched on.
 */

/** What switching HIPAA mode on changes, in the words the console shows before it is on. */
export const hipaaGuarantees = [
  'Only model deployments marked HIPAA-compliant answer. A question to an agent whose deployment is not marked is refused before anything is sent to a model. The built-in offline engine counts as compliant: nothing leaves this server.',
  'Trace logs of answers (the tools and searches an answer used, with their inputs and outputs) are not stored.',
  'Comments written with feedback are not stored; the rating still is.',
  'New personal agents are created as HIPAA-compliant agents and offer only the compliant deployments.',
] as const;

export const hipaaMessages = {
  /** Why a question is refused while HIPAA mode is on. */
  deploymentNotCompliant: (deploymentName: string) =>
    `HIPAA mode is on and this agent's model deployment "${deploymentName}" is not marked HIPAA-compliant, so it cannot answer. Your question was not sent; ask your administrator to use a compliant deployment.`,
} as const;

/** A deployment as the hipaa tab lists it. */
export const hipaaDeploymentSchema = z.object({
  deploymentName: z.string(),
  provider: z.string(),
  hipaaCompliant: z.boolean(),
});

/** `GET .../admin/instanceSettings/hipaa`. */
export const hipaaSettingsSchema = z.object({
  hipaaMode: z.boolean(),
  /** The configured deployments and whether each may answer in HIPAA mode. */
  deployments: z.array(hipaaDeploymentSchema),
});

/** `PUT .../admin/instanceSettings/hipaa`. */
export const updateHipaaSettingsRequestSchema = z.object({ hipaaMode: z.boolean() });

export type HipaaDeployment = z.infer<typeof hipaaDeploymentSchema>;
export type HipaaSettings = z.infer<typeof hipaaSettingsSchema>;
export type UpdateHipaaSettingsRequest = z.infer<typeof updateHipaaSettingsRequestSchema>;

import { hipaaMessages } from '@parley/api-contract';
import type { Database } from '../db/database';
import { findInstanceSettings } from '../db/queries/instance-settings';
import type { ModelDeploymentRow } from '../db/queries/model-deployments';
import { isCompliant } from './model-deployments';

/**
 * HIPAA mode (issue 17, hipaa tab; the console lists `hipaaGuarantees` before it is switched on).
 * While it is on:
 * - only deployments marked `hipaaCompliant` answer (`hipaaRefusal`, before anything is stored);
 * - trace logs are not stored (`storeAnswer`);
 * - feedback comments are not stored (the segment feedback route keeps the rating only);
 * - new personal agents are HIPAA-compliant config states (`configStates/byGptSystemType`).
 */
export async function isHipaaMode(db: Database): Promise<boolean> {
  return (await findInstanceSettings(db)).hipaaMode;
}

/**
 * Why `deploymentName` (stored as `deployment`, or unknown: the offline engine answers) may not
 * answer now (HIPAA mode on, not compliant); undefined if it may.
 */
export function hipaaRefusal(
  hipaaMode: boolean,
  deployment: ModelDeploymentRow | undefined,
  deploymentName: string,
): string | undefined {
  if (!hipaaMode || isCompliant(deployment)) return undefined;
  return hipaaMessages.deploymentNotCompliant(deploymentName);
}

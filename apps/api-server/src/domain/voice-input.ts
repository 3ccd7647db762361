import { voiceInputMessages } from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/database';
import { findModelDeployment } from '../db/queries/model-deployments';
import { canTranscribe, createTranscriber } from '../providers/transcription';
import type { Transcriber } from '../providers/transcription';
import { engineDeployment } from './model-deployments';

/** Voice input as this server offers it now: a transcriber, or why there is none (issue 20). */
export type VoiceInput =
  | {
      available: true;
      deploymentName: string;
      transcribe: Transcriber;
      /** Values no message may repeat (the deployment's API key). */
      secrets: string[];
    }
  | { available: false; reason: string };

/**
 * The deployment `PARLEY_TRANSCRIPTION_DEPLOYMENT` names, read from the stored deployments on
 * every call (one primary-key read), so one added, changed or removed in the console holds from
 * the next recording. A name no deployment has, or one that cannot transcribe (Anthropic, the
 * offline engine), leaves voice input unavailable with the reason.
 */
export async function voiceInputFor(
  db: Database,
  secrets: SecretBox,
  deploymentName: string | undefined,
): Promise<VoiceInput> {
  if (deploymentName === undefined) {
    return { available: false, reason: voiceInputMessages.notConfigured };
  }
  const deployment = engineDeployment(await findModelDeployment(db, deploymentName), secrets);
  if (!deployment) {
    return { available: false, reason: voiceInputMessages.unknownDeployment(deploymentName) };
  }
  if (!canTranscribe(deployment)) {
    return { available: false, reason: voiceInputMessages.cannotTranscribe(deploymentName) };
  }
  return {
    available: true,
    deploymentName,
    transcribe: createTranscriber(deployment),
    secrets: deployment.apiKey === undefined ? [] : [deployment.apiKey],
  };
}

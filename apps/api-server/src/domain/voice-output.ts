import { speechMessages } from '@parley/api-contract';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/database';
import { findModelDeployment } from '../db/queries/model-deployments';
import { createProviderSpeech } from '../providers/speech';
import type { ProviderSpeech } from '../providers/speech';
import { canTranscribe } from '../providers/transcription';
import { engineDeployment } from './model-deployments';

/** Who reads answers aloud now (issue 20): the embedded voice, a provider, or nobody and why. */
export type VoiceOutput =
  | { kind: 'embedded' }
  | {
      kind: 'provider';
      deploymentName: string;
      speak: ProviderSpeech;
      /** Values no message may repeat (the deployment's API key). */
      secrets: string[];
    }
  | { kind: 'unavailable'; reason: string };

/**
 * The deployment `PARLEY_SPEECH_DEPLOYMENT` names, read from the stored deployments on every
 * call, so one added or changed in the console holds from the next answer read. Unset, the
 * embedded voice reads; a name no deployment has, or one that cannot speak, is unavailable with
 * the reason rather than quietly reading in another voice than the one configured.
 */
export async function voiceOutputFor(
  db: Database,
  secrets: SecretBox,
  deploymentName: string | undefined,
): Promise<VoiceOutput> {
  if (deploymentName === undefined) return { kind: 'embedded' };
  const deployment = engineDeployment(await findModelDeployment(db, deploymentName), secrets);
  if (!deployment) {
    return { kind: 'unavailable', reason: speechMessages.unknownDeployment(deploymentName) };
  }
  if (!canTranscribe(deployment)) {
    return { kind: 'unavailable', reason: speechMessages.cannotSpeak(deploymentName) };
  }
  return {
    kind: 'provider',
    deploymentName,
    speak: createProviderSpeech(deployment),
    secrets: deployment.apiKey === undefined ? [] : [deployment.apiKey],
  };
}

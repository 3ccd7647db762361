/**
 * Where the composer's question goes:
 * - `new`: starts a private conversation with an agent (a fresh session identifier each time);
 * - `segment`: continues a conversation after `parentSegmentId` (the selected branch's leaf), in
 *   the user's own conversations or, with `audience: 'public'`, a public visitor's (whose session
 *   identifier then goes with image uploads);
 * - `public`: starts an anonymous visitor's conversation on a public endpoint, in their session;
 * - `configState`: the agent editor's test chat, starting (no `conversationId`) or continuing.
 */
export type ComposerTarget =
  | { kind: 'new'; gptSystemId: string }
  | {
      kind: 'segment';
      conversationId: string;
      parentSegmentId: string | null;
      audience?: 'private' | 'public';
      sessionIdentifier?: string;
    }
  | { kind: 'public'; endpoint: string; sessionIdentifier: string }
  | {
      kind: 'configState';
      configStateId: string;
      conversationId?: string;
      parentSegmentId?: string | null;
    };

/** What the composer may offer besides the message input (chat-spec section 2). */
export interface ComposerFeatures {
  uploads: boolean;
  /** The user-prompt drawer: off in configState chat and in public chat. */
  userPrompts: boolean;
  /**
   * The microphone (issue 20; absent: off): staff chat only. The server transcribes for signed-in
   * staff; the agent editor's test chat is typed into.
   */
  voiceInput?: boolean;
}

/** Anonymous visitors have a session but no account: what needs an account is left out. */
export function isPublicTarget(target: ComposerTarget): boolean {
  return target.kind === 'public' || (target.kind === 'segment' && target.audience === 'public');
}

/** The visitor's session identifier, sent with image uploads in public chat (chat-spec section 7). */
export function publicSessionOf(target: ComposerTarget): string | undefined {
  if (target.kind === 'public') return target.sessionIdentifier;
  if (target.kind === 'segment' && target.audience === 'public') return target.sessionIdentifier;
  return undefined;
}

/** The conversation the target continues, if it continues one. */
export function conversationIdOf(target: ComposerTarget): string | undefined {
  if (target.kind === 'segment') return target.conversationId;
  if (target.kind === 'configState') return target.conversationId;
  return undefined;
}

import { paths } from '@parley/api-contract';
import type {
  CapabilityType,
  Conversation,
  ConversationGptSystem,
  ConversationListItem,
  ConversationSegment,
  ExecutionDetails,
  GptSystem,
  GptSystemType,
  ModerationStatus,
  SegmentStatus,
  TraceLog,
  TraceLogs,
} from '@parley/api-contract';
import type { AgentRow } from '../db/queries/gpt-systems';
import type {
  ConversationOwner,
  ConversationRow,
  listSegments,
  SegmentRow,
} from '../db/queries/conversations';
import { segmentUploadsView } from './upload-links';
import { shownAvatarVersion } from './agent-avatar';

/** Rows to the contract's shapes. Columns hold the contract's enum values; these casts name them. */

export interface AgentSummary {
  gptSystemId: string;
  name: string | null;
  gptSystemType: string;
  moderationStatus: string;
  ownerUserId: string | null;
}

/** `userId` null: an anonymous visitor, who owns no agent. */
export function conversationAgentView(
  agent: AgentSummary,
  userId: string | null,
): ConversationGptSystem {
  return {
    gptSystemId: agent.gptSystemId,
    name: agent.name,
    gptSystemType: agent.gptSystemType as GptSystemType,
    moderationStatus: agent.moderationStatus as ModerationStatus,
    ownership: { ownerIsCurrentUser: userId !== null && agent.ownerUserId === userId },
  };
}

export function agentView(agent: AgentRow, userId: string): GptSystem {
  return {
    ...conversationAgentView(agent, userId),
    description: agent.description,
    avatarVersion: shownAvatarVersion(agent.avatarVersion),
    publishingState: agent.publishingState as GptSystem['publishingState'],
    publicEndpoint: agent.publicEndpoint,
    gptSystemConfigurationStateId: null,
    configStateId: null,
    publishedVersion: agent.publishedVersion,
  };
}

export function capabilityTypes(agent: AgentRow): CapabilityType[] {
  return agent.capabilityTypes as CapabilityType[];
}

export function conversationListItemView(
  row: {
    conversationId: string;
    title: string;
    createdAt: Date;
    archived: boolean;
    agent: AgentSummary;
  },
  userId: string,
): ConversationListItem {
  return {
    conversationId: row.conversationId,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    archived: row.archived,
    gptSystem: conversationAgentView(row.agent, userId),
  };
}

type SegmentWithDetails = Awaited<ReturnType<typeof listSegments>>[number];

export function segmentView(conversationId: string, row: SegmentWithDetails): ConversationSegment {
  const { segment, agent, feedback, images, uploads } = row;
  return {
    conversationSegmentId: segment.segmentId,
    parentSegmentId: segment.parentSegmentId,
    question: segment.question,
    answer: segment.answer,
    status: segment.status as SegmentStatus,
    createdAt: segment.createdAt.toISOString(),
    ...segmentUploadsView(uploads),
    answeredWithGptSystem: agent
      ? {
          gptSystemId: agent.gptSystemId,
          name: agent.name,
          gptSystemType: agent.gptSystemType as GptSystemType,
          isPublic: agent.publicEndpoint !== null,
        }
      : null,
    citations: segment.citations,
    generatedImages: images.map((image) => ({
      uri: paths.generatedImages(
        conversationId,
        segment.segmentId,
        image.accessKey,
        image.fileName,
      ),
      title: image.title,
    })),
    codeInterpreterOutput: segment.codeInterpreterOutput,
    openAIFileReferences: [],
    feedback: feedback?.rating
      ? { rating: feedback.rating as 'Positive' | 'Negative', comment: feedback.comment }
      : null,
  };
}

/**
 * The selected branch from its first segment down to the selected leaf. A leaf that no longer
 * exists falls back to the newest segment, so a conversation always shows a path.
 */
export function segmentPath(
  segments: readonly { segmentId: string; parentSegmentId: string | null }[],
  selectedLeafSegmentId: string | null,
): string[] {
  const byId = new Map(segments.map((segment) => [segment.segmentId, segment]));
  const leaf =
    (selectedLeafSegmentId ? byId.get(selectedLeafSegmentId) : undefined) ?? segments.at(-1);
  const path: string[] = [];
  for (let current = leaf; current && path.length < segments.length;) {
    path.unshift(current.segmentId);
    current = current.parentSegmentId ? byId.get(current.parentSegmentId) : undefined;
  }
  return path;
}

function owns(viewer: ConversationOwner, conversation: ConversationRow): boolean {
  return 'userId' in viewer
    ? conversation.ownerUserId === viewer.userId
    : conversation.publicSessionIdentifier === viewer.publicSessionIdentifier;
}

export function conversationView(
  conversation: ConversationRow,
  agent: AgentSummary,
  segments: SegmentWithDetails[],
  /** Who reads it: a signed-in user, or an anonymous visitor through their session. */
  viewer: ConversationOwner,
): Conversation {
  const segmentIds = segments.map((row) => row.segment);
  const path = segmentPath(segmentIds, conversation.selectedLeafSegmentId);
  return {
    conversationId: conversation.conversationId,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    archived: conversation.archived,
    gptSystem: conversationAgentView(agent, 'userId' in viewer ? viewer.userId : null),
    handedOffGptSystem: null,
    moderationStatus: conversation.moderationStatus as ModerationStatus,
    ownership: { ownerIsCurrentUser: owns(viewer, conversation) },
    conversationSegmentTree: {
      segmentPath: path,
      selectedLeafSegmentId: path.at(-1) ?? null,
    },
    segments: segments.map((row) => segmentView(conversation.conversationId, row)),
  };
}

/** A segment's trace log entries, oldest first (the execution details' trace). */
/** How an answer was produced (the answer's "Execution details"). */
export function executionDetailsView(segment: SegmentRow): ExecutionDetails {
  return {
    conversationSegmentId: segment.segmentId,
    engine: segment.engine ?? 'not started',
    model: segment.model,
    deploymentName: segment.deploymentName,
    status: segment.status as SegmentStatus,
    inputTokens: segment.inputTokens,
    outputTokens: segment.outputTokens,
    startedAt: segment.createdAt.toISOString(),
    completedAt: segment.completedAt?.toISOString() ?? null,
  };
}

export function traceLogsView(
  rows: readonly { timestamp: Date; level: string; message: string }[],
): TraceLogs {
  return {
    items: rows.map((row) => ({
      timestamp: row.timestamp.toISOString(),
      level: row.level as TraceLog['level'],
      message: row.message,
    })),
  };
}

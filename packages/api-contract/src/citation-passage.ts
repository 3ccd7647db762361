import * as z from 'zod/mini';
import { API_PREFIX } from './paths';

/*
 * The passage of a library file an answer cites (issue 16: "the citation opens the passage"), a
 * module of its own: only the chat's lazily loaded passage dialog reads it, so the first screen
 * does not carry it.
 */

const passagePath = (base: string) => (conversationId: string, segmentId: string) =>
  `${base}/${encodeURIComponent(conversationId)}/segments/${encodeURIComponent(segmentId)}/citations/passage`;

/** `GET ...?path=`: a signed-in user's, or (public) an anonymous visitor's conversation. */
export const citationPassagePaths = {
  private: passagePath(`${API_PREFIX}/userConversations`),
  public: passagePath(`${API_PREFIX}/publicConversations`),
} as const;

export const citationPassageRoutes = {
  private: `${API_PREFIX}/userConversations/:conversationId/segments/:segmentId/citations/passage`,
  public: `${API_PREFIX}/publicConversations/:conversationId/segments/:segmentId/citations/passage`,
} as const;

export const citationPassageQuerySchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2_000)),
});

export const citationPassageSchema = z.object({
  title: z.string(),
  fileName: z.string(),
  libraryName: z.string(),
  /** The PDF page the passage starts on. */
  pageNumber: z.nullable(z.number()),
  heading: z.nullable(z.string()),
  text: z.string(),
});

export type CitationPassage = z.infer<typeof citationPassageSchema>;
export type CitationPassageQuery = z.infer<typeof citationPassageQuerySchema>;

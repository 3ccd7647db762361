import * as z from 'zod/mini';
import { limits } from './constants';

/**
 * `GET /VisionImages/{visionImageId}/Files/{blobFileName}/base64` and `GET attachments/{id}/base64`:
 * a stored file as base64 with its MIME type (chat-spec section 7, "Vision fetch").
 */
export const fileContentSchema = z.object({
  base64Content: z.string(),
  mimeType: z.string(),
});

/** Multipart form fields of the uploads (chat-spec section 7): the file is always named `file`. */
export const uploadFormFields = {
  file: 'file',
  /** Vision upload from public chat: the visitor's session. */
  sessionIdentifier: 'sessionIdentifier',
  /** Attachment upload: FileSearch or CodeInterpreter. */
  attachmentType: 'attachmentType',
  /** Attachment upload: where the file is used; chat sends "Conversation". */
  context: 'context',
} as const;

/** The attachment context chat sends with every attachment upload (chat-spec section 7). */
export const CONVERSATION_ATTACHMENT_CONTEXT = 'Conversation';

/**
 * The image types a vision upload accepts (an `accept` attribute can list them). The server checks
 * the file's first bytes, not only the declared type.
 */
export const visionImageMimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The image types an agent avatar (or the editor's icon) may be; the server checks the bytes. */
export const agentAvatarMimeTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

/** What an avatar or icon file input offers (its `accept` attribute). */
export const agentAvatarAccept = agentAvatarMimeTypes.join(',');

/** What an image upload is for, in the words of its checks: its name and its size limit. */
export interface ImageFileRule {
  /** "an avatar", "a brand image". */
  what: string;
  maxBytes: number;
}

export const agentAvatarFileRule: ImageFileRule = {
  what: 'an avatar',
  maxBytes: limits.agentAvatarMaxBytes,
};

const megabytes = (bytes: number) => bytes / 1_048_576;

/** The words of an image upload's checks made before sending (avatar, icon, brand images). */
export function imageFileMessages(rule: ImageFileRule) {
  return {
    /** The formats and the limit, for the help under the file input. */
    rules: `PNG, JPEG, WebP or SVG, at most ${megabytes(rule.maxBytes)} MB.`,
    wrongType: (fileName: string) =>
      `"${fileName}" is not a PNG, JPEG, WebP or SVG image. Choose one of those.`,
    tooLarge: (fileName: string) =>
      `"${fileName}" is larger than ${megabytes(rule.maxBytes)} MB, the limit for ${rule.what}.`,
    emptyFile: (fileName: string) => `"${fileName}" is empty.`,
  } as const;
}

/** The words of the avatar and icon checks made before sending, the same on every page. */
export const agentAvatarFileMessages = imageFileMessages(agentAvatarFileRule);

/**
 * Why a chosen image file will not do, before it is sent: its declared type, emptiness and size
 * (the server checks its content again, and refuses larger ones with 413).
 */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  rule: ImageFileRule,
): string | undefined {
  const messages = imageFileMessages(rule);
  if (!(agentAvatarMimeTypes as readonly string[]).includes(file.type)) {
    return messages.wrongType(file.name);
  }
  if (file.size === 0) return messages.emptyFile(file.name);
  if (file.size > rule.maxBytes) return messages.tooLarge(file.name);
  return undefined;
}

/** Why a chosen avatar or icon file will not do, before it is sent (see `imageFileProblem`). */
export function agentAvatarFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | undefined {
  return imageFileProblem(file, agentAvatarFileRule);
}

/**
 * The file name endings an attachment upload accepts: PDF, and text-like files (plain text,
 * markdown, data formats, web pages read as text, source code). Text must be UTF-8.
 */
export const attachmentFileExtensions = [
  '.pdf',
  '.txt',
  '.md',
  '.markdown',
  '.csv',
  '.tsv',
  '.json',
  '.jsonl',
  '.xml',
  '.yaml',
  '.yml',
  '.toml',
  '.ini',
  '.log',
  '.html',
  '.htm',
  '.css',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.ts',
  '.tsx',
  '.py',
  '.java',
  '.kt',
  '.cs',
  '.go',
  '.rs',
  '.rb',
  '.php',
  '.c',
  '.h',
  '.cpp',
  '.hpp',
  '.swift',
  '.scala',
  '.sh',
  '.ps1',
  '.sql',
  '.r',
] as const;

export type FileContent = z.infer<typeof fileContentSchema>;

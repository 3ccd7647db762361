import { attachmentFileExtensions, limits, visionImageMimeTypes } from '@parley/api-contract';
import type { AttachmentType, CapabilityType } from '@parley/api-contract';

/** What the agent lets a user attach (chat-spec section 3, "Assistant capability"). */
export interface UploadCapabilities {
  capabilityTypes: readonly CapabilityType[];
  /** The agent's chat setting that allows image uploads besides the Vision capability. */
  visionFileUpload: boolean;
}

/**
 * Where a file goes (chat-spec section 5: interpreter Vision or none uses the vision-image upload,
 * otherwise the attachment upload), or why it is refused.
 */
export type UploadRoute =
  | { kind: 'vision' }
  | { kind: 'attachment'; attachmentType: AttachmentType }
  | { kind: 'refused'; message: string };

const MEGABYTE = 1024 * 1024;

function formatSize(bytes: number): string {
  return `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;
}

export function acceptsImages({ capabilityTypes, visionFileUpload }: UploadCapabilities): boolean {
  return visionFileUpload || capabilityTypes.includes('Vision');
}

/** FileSearch first (answers with citations), CodeInterpreter otherwise; none: no attachments. */
export function attachmentTypeFor({
  capabilityTypes,
}: UploadCapabilities): AttachmentType | undefined {
  if (capabilityTypes.includes('FileSearch')) return 'FileSearch';
  if (capabilityTypes.includes('CodeInterpreter')) return 'CodeInterpreter';
  return undefined;
}

/** Whether the agent takes any upload at all: the upload button shows only then. */
export function acceptsUploads(capabilities: UploadCapabilities): boolean {
  return acceptsImages(capabilities) || attachmentTypeFor(capabilities) !== undefined;
}

/** The file input's `accept` attribute: only the types this agent takes. */
export function acceptAttribute(capabilities: UploadCapabilities): string {
  const accepted: string[] = [];
  if (acceptsImages(capabilities)) accepted.push(...visionImageMimeTypes);
  if (attachmentTypeFor(capabilities)) accepted.push(...attachmentFileExtensions);
  return accepted.join(',');
}

function isVisionImage(file: File): boolean {
  // The server's own lists (the contract's), so the composer never refuses what it would take.
  return (visionImageMimeTypes as readonly string[]).includes(file.type);
}

function isAttachableFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return attachmentFileExtensions.some((extension) => name.endsWith(extension));
}

/**
 * Decides the upload path and attachment type of `file` for an agent: images go to the vision
 * upload when the agent reads images; other files are attachments of type FileSearch when the
 * agent has it, else CodeInterpreter; anything else is refused with the reason, before any upload.
 */
export function uploadRouteFor(file: File, capabilities: UploadCapabilities): UploadRoute {
  if (isVisionImage(file) && acceptsImages(capabilities)) {
    if (file.size > limits.visionImageMaxBytes) {
      return {
        kind: 'refused',
        message: `${file.name} is ${formatSize(file.size)}: images can be at most ${formatSize(limits.visionImageMaxBytes)}.`,
      };
    }
    return { kind: 'vision' };
  }
  const attachmentType = attachmentTypeFor(capabilities);
  if (attachmentType && isAttachableFile(file)) {
    if (file.size > limits.attachmentMaxBytes) {
      return {
        kind: 'refused',
        message: `${file.name} is ${formatSize(file.size)}: files can be at most ${formatSize(limits.attachmentMaxBytes)}.`,
      };
    }
    return { kind: 'attachment', attachmentType };
  }
  return { kind: 'refused', message: refusalFor(file, capabilities) };
}

function refusalFor(file: File, capabilities: UploadCapabilities): string {
  const images = acceptsImages(capabilities);
  const files = attachmentTypeFor(capabilities) !== undefined;
  if (images && files) {
    return `${file.name} cannot be attached: use a PNG, JPEG, GIF or WebP image, a text file or a PDF.`;
  }
  if (images)
    return `${file.name} cannot be attached: this agent takes PNG, JPEG, GIF or WebP images only.`;
  if (files) return `${file.name} cannot be attached: this agent takes text files and PDF only.`;
  return `${file.name} cannot be attached: this agent does not take files.`;
}

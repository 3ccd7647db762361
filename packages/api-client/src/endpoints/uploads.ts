import {
  attachmentReferenceSchema,
  CONVERSATION_ATTACHMENT_CONTEXT,
  fileContentSchema,
  paths,
  uploadFormFields,
  visionImageReferenceSchema,
} from '@parley/api-contract';
import type {
  AttachmentReference,
  AttachmentType,
  FileContent,
  VisionImageReference,
} from '@parley/api-contract';
import { baseApi } from '../base-api';

export interface VisionImageUploadArgs {
  file: Blob;
  fileName: string;
  /** Public chat only: the visitor's session (chat-spec section 7, "Vision upload"). */
  sessionIdentifier?: string;
}

export interface AttachmentUploadArgs {
  file: Blob;
  fileName: string;
  attachmentType: AttachmentType;
}

/** Vision images and attachments; uploads go as multipart form data, never as JSON. */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadVisionImage: build.mutation<VisionImageReference, VisionImageUploadArgs>({
      query: ({ file, fileName, sessionIdentifier }) => {
        const form = new FormData();
        form.append(uploadFormFields.file, file, fileName);
        if (sessionIdentifier !== undefined) {
          form.append(uploadFormFields.sessionIdentifier, sessionIdentifier);
        }
        return { url: paths.visionImages.upload(), method: 'POST', body: form };
      },
      responseSchema: visionImageReferenceSchema,
    }),
    getVisionImageBase64: build.query<FileContent, { visionImageId: string; blobFileName: string }>(
      {
        query: ({ visionImageId, blobFileName }) =>
          paths.visionImages.base64(visionImageId, blobFileName),
        responseSchema: fileContentSchema,
      },
    ),
    uploadAttachment: build.mutation<AttachmentReference, AttachmentUploadArgs>({
      query: ({ file, fileName, attachmentType }) => {
        const form = new FormData();
        form.append(uploadFormFields.file, file, fileName);
        form.append(uploadFormFields.attachmentType, attachmentType);
        form.append(uploadFormFields.context, CONVERSATION_ATTACHMENT_CONTEXT);
        return { url: paths.attachments.upload(), method: 'POST', body: form };
      },
      responseSchema: attachmentReferenceSchema,
    }),
    getAttachment: build.query<AttachmentReference, string>({
      query: (attachmentId) => paths.attachments.one(attachmentId),
      responseSchema: attachmentReferenceSchema,
    }),
    getAttachmentBase64: build.query<FileContent, string>({
      query: (attachmentId) => paths.attachments.base64(attachmentId),
      responseSchema: fileContentSchema,
    }),
  }),
});

export const {
  useGetAttachmentBase64Query,
  useGetAttachmentQuery,
  useGetVisionImageBase64Query,
  useUploadAttachmentMutation,
  useUploadVisionImageMutation,
} = uploadsApi;

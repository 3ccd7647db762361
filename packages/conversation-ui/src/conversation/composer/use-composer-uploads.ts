import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  chatStreamSlice,
  fileRemoved,
  fileUploaded,
  promptImageRemoved,
  promptImageUploaded,
  thumbnailLoaded,
  uploadsApi,
  useUploadAttachmentMutation,
  useUploadVisionImageMutation,
} from '@parley/api-client';
import type { AttachmentReference, VisionImageReference } from '@parley/api-contract';
import { useComposerDispatch, useComposerSelector } from './composer-store';
import { uploadErrorMessage } from './upload-error-message';
import { uploadRouteFor } from './upload-routing';
import type { UploadCapabilities, UploadRoute } from './upload-routing';

/** One upload as the composer shows it: a thumbnail or a file chip. */
export interface UploadItem {
  /** The visionImageId or attachmentId once uploaded; a local id before. */
  id: string;
  fileName: string;
  kind: 'image' | 'file';
  status: 'uploading' | 'ready' | 'failed';
  /** An image's thumbnail: the local file while it is here, else the server's (a data URL). */
  previewUrl?: string;
  /** Why a failed upload failed. */
  message?: string;
}

/** The uploads that go out with a question; kept to put them back when the send fails. */
export interface UploadSnapshot {
  images: VisionImageReference[];
  files: AttachmentReference[];
}

interface LocalImage {
  fileName: string;
  previewUrl?: string;
}

interface LocalUpload {
  id: string;
  fileName: string;
  kind: 'image' | 'file';
  status: 'uploading' | 'failed';
  previewUrl?: string;
  message?: string;
}

/** The contract's question schema takes at most 10 images and 10 files. */
export const MAX_UPLOADS_PER_QUESTION = 10;

const isUploading = (kind: LocalUpload['kind']) => (item: LocalUpload) =>
  item.kind === kind && item.status === 'uploading';

/** Refuses an upload beyond the question's limit for its kind, before it is sent. */
function limitedRoute(
  file: File,
  route: UploadRoute,
  attached: Record<UploadItem['kind'], number>,
): UploadRoute {
  if (route.kind === 'refused') return route;
  const kind = route.kind === 'vision' ? 'image' : 'file';
  if (attached[kind] < MAX_UPLOADS_PER_QUESTION) return route;
  return {
    kind: 'refused',
    message: `${file.name} cannot be attached: a question takes at most ${MAX_UPLOADS_PER_QUESTION} ${kind === 'image' ? 'images' : 'files'}.`,
  };
}

function revoke(url: string | undefined) {
  if (url) URL.revokeObjectURL(url);
}

/**
 * The composer's uploads. Finished ones live in the chat-stream slice (chat-spec section 3:
 * uploaded images and files), which empties them when a question starts; uploads in flight and
 * failures live here, so a failure says why and touches nothing else.
 */
export function useComposerUploads(capabilities: UploadCapabilities, sessionIdentifier?: string) {
  const dispatch = useComposerDispatch();
  const { prompt: images, thumbnails } = useComposerSelector(
    chatStreamSlice.selectors.selectUploadedImages,
  );
  const files = useComposerSelector(chatStreamSlice.selectors.selectUploadedFiles);
  const [uploadVisionImage] = useUploadVisionImageMutation();
  const [uploadAttachment] = useUploadAttachmentMutation();
  const [local, setLocal] = useState<LocalUpload[]>([]);
  // Uploaded images by visionImageId: their original name and local preview, while in the composer.
  const [uploadedImages, setUploadedImages] = useState<Record<string, LocalImage>>({});
  const nextId = useRef(0);

  const updateLocal = (id: string, change: Partial<LocalUpload> | null) =>
    setLocal((items) =>
      change === null
        ? items.filter((item) => item.id !== id)
        : items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  const loadThumbnail = useCallback(
    async ({ visionImageId, thumbnailBlobFileName }: VisionImageReference) => {
      const request = dispatch(
        uploadsApi.endpoints.getVisionImageBase64.initiate(
          { visionImageId, blobFileName: thumbnailBlobFileName },
          { subscribe: false },
        ),
      );
      try {
        const { base64Content, mimeType } = await request.unwrap();
        dispatch(
          thumbnailLoaded({ visionImageId, dataUrl: `data:${mimeType};base64,${base64Content}` }),
        );
      } catch {
        // No thumbnail: the chip shows an image icon instead.
      }
    },
    [dispatch],
  );

  const addFile = useCallback(
    async (file: File, route: UploadRoute) => {
      nextId.current += 1;
      const id = `local-${nextId.current}`;
      if (route.kind === 'refused') {
        setLocal((items) => [
          ...items,
          { id, fileName: file.name, kind: 'file', status: 'failed', message: route.message },
        ]);
        return;
      }
      const kind = route.kind === 'vision' ? 'image' : 'file';
      const previewUrl = kind === 'image' ? URL.createObjectURL(file) : undefined;
      setLocal((items) => [
        ...items,
        { id, fileName: file.name, kind, status: 'uploading', previewUrl },
      ]);
      try {
        if (route.kind === 'vision') {
          const image = await uploadVisionImage({
            file,
            fileName: file.name,
            sessionIdentifier,
          }).unwrap();
          // The slice first: a preview known before its image would count as sent and be revoked.
          dispatch(promptImageUploaded(image));
          setUploadedImages((known) => ({
            ...known,
            [image.visionImageId]: { fileName: file.name, previewUrl },
          }));
        } else {
          const attachment = await uploadAttachment({
            file,
            fileName: file.name,
            attachmentType: route.attachmentType,
          }).unwrap();
          dispatch(fileUploaded(attachment));
        }
        updateLocal(id, null);
      } catch (error) {
        revoke(previewUrl);
        updateLocal(id, {
          status: 'failed',
          previewUrl: undefined,
          message: uploadErrorMessage(file.name, error),
        });
      }
    },
    [dispatch, sessionIdentifier, uploadAttachment, uploadVisionImage],
  );

  const addFiles = useCallback(
    async (chosen: Iterable<File>) => {
      const attached = {
        image: images.length + local.filter(isUploading('image')).length,
        file: files.length + local.filter(isUploading('file')).length,
      };
      const routes = Array.from(chosen, (file) => {
        const route = limitedRoute(file, uploadRouteFor(file, capabilities), attached);
        if (route.kind !== 'refused') attached[route.kind === 'vision' ? 'image' : 'file'] += 1;
        return [file, route] as const;
      });
      await Promise.all(routes.map(([file, route]) => addFile(file, route)));
    },
    [addFile, capabilities, files.length, images.length, local],
  );

  const remove = useCallback(
    (id: string) => {
      if (images.some((image) => image.visionImageId === id)) dispatch(promptImageRemoved(id));
      else if (files.some((file) => file.attachmentId === id)) dispatch(fileRemoved(id));
      else updateLocal(id, null);
    },
    [dispatch, files, images],
  );

  /**
   * Puts a sent question's uploads back when it could not be sent. Their local previews are gone,
   * so the images show the thumbnails the server made.
   */
  const restore = useCallback(
    (snapshot: UploadSnapshot) => {
      snapshot.images.forEach((image) => {
        dispatch(promptImageUploaded(image));
        if (!thumbnails[image.visionImageId]) void loadThumbnail(image);
      });
      snapshot.files.forEach((file) => dispatch(fileUploaded(file)));
    },
    [dispatch, loadThumbnail, thumbnails],
  );

  // An image sent or removed no longer needs its local preview.
  useEffect(() => {
    const kept = new Set(images.map((image) => image.visionImageId));
    const gone = Object.keys(uploadedImages).filter((id) => !kept.has(id));
    if (gone.length === 0) return;
    gone.forEach((id) => revoke(uploadedImages[id]?.previewUrl));
    setUploadedImages((known) =>
      Object.fromEntries(Object.entries(known).filter(([id]) => kept.has(id))),
    );
  }, [images, uploadedImages]);

  // Leaving the conversation releases the previews still shown.
  const shownPreviews = useRef(uploadedImages);
  useEffect(() => {
    shownPreviews.current = uploadedImages;
  }, [uploadedImages]);
  useEffect(
    () => () => Object.values(shownPreviews.current).forEach((image) => revoke(image.previewUrl)),
    [],
  );

  const items = useMemo<UploadItem[]>(
    () => [
      ...images.map((image) => ({
        id: image.visionImageId,
        fileName: uploadedImages[image.visionImageId]?.fileName ?? image.blobFileName,
        kind: 'image' as const,
        status: 'ready' as const,
        previewUrl:
          uploadedImages[image.visionImageId]?.previewUrl ?? thumbnails[image.visionImageId],
      })),
      ...files.map((file) => ({
        id: file.attachmentId,
        fileName: file.originalFileName,
        kind: 'file' as const,
        status: 'ready' as const,
      })),
      ...local,
    ],
    [files, images, local, thumbnails, uploadedImages],
  );

  return {
    items,
    addFiles,
    remove,
    restore,
    busy: local.some((item) => item.status === 'uploading'),
    snapshot: (): UploadSnapshot => ({ images, files }),
  };
}

import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { uploadsApi } from '@parley/api-client';
import type { VisionImageReference } from '@parley/api-contract';
import { blobFailureMessage } from './blob-files';
import type { QuestionImage } from './question-attachments';

type ThumbnailArgs = { visionImageId: string; blobFileName: string };
type ApiState = Parameters<ReturnType<typeof uploadsApi.endpoints.getVisionImageBase64.select>>[0];

/** A thumbnail's data URL, why it could not be fetched, or undefined while it loads. */
type Source = string | { error: string } | undefined;
const NO_SOURCES: Source[] = [];
const selectNoSources = () => NO_SOURCES;

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

function thumbnailArgs(images: readonly VisionImageReference[]): ThumbnailArgs[] {
  return images.map(({ visionImageId, thumbnailBlobFileName }) => ({
    visionImageId,
    blobFileName: thumbnailBlobFileName,
  }));
}

/**
 * The thumbnails of a question's images, fetched through the vision base64 call (chat-spec
 * section 7) as data URLs; an image whose thumbnail has not arrived has no `src` yet.
 */
export function useVisionThumbnails(images: readonly VisionImageReference[]): QuestionImage[] {
  const dispatch = useThunkDispatch();
  const argsKey = images.map((image) => image.visionImageId).join(',');
  // The ids say when the images changed; the array itself is new on every refetch.
  const args = useMemo(() => thumbnailArgs(images), [argsKey]);

  useEffect(() => {
    const subscriptions = args.map((arg) =>
      dispatch(uploadsApi.endpoints.getVisionImageBase64.initiate(arg)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, args]);

  // The selector runs on every store change (a stream's every token): made once per set of images.
  const selectSources = useMemo(() => {
    if (args.length === 0) return selectNoSources;
    const selectors = args.map((arg) => uploadsApi.endpoints.getVisionImageBase64.select(arg));
    return (state: ApiState) =>
      selectors.map((select) => {
        const { data: content, error } = select(state);
        if (content) return `data:${content.mimeType};base64,${content.base64Content}`;
        return error ? { error: blobFailureMessage(error) } : undefined;
      });
  }, [args]);
  const sources = useSelector(selectSources, shallowEqual);

  return args.map((arg, index) => {
    const source = sources[index];
    return {
      visionImageId: arg.visionImageId,
      src: typeof source === 'string' ? source : undefined,
      error: typeof source === 'object' ? source.error : undefined,
      alt: `Image ${index + 1} sent with the question`,
    };
  });
}

import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { uploadsApi } from '@parley/api-client';
import type { VisionImageReference } from '@parley/api-contract';
import type { QuestionImage } from './question-attachments';

type ThumbnailArgs = { visionImageId: string; blobFileName: string };
type ApiState = Parameters<ReturnType<typeof uploadsApi.endpoints.getVisionImageBase64.select>>[0];

const NO_SOURCES: (string | undefined)[] = [];
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
        const content = select(state).data;
        return content ? `data:${content.mimeType};base64,${content.base64Content}` : undefined;
      });
  }, [args]);
  const sources = useSelector(selectSources, shallowEqual);

  return args.map((arg, index) => ({
    visionImageId: arg.visionImageId,
    src: sources[index],
    alt: `Image ${index + 1} sent with the question`,
  }));
}

import { Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { layout } from '@parley/api-contract';
import type { GeneratedImage } from '@parley/api-contract';
import { sameOriginImageSrc } from '../markdown/safe-url';
import { blobMessages } from './blob-files';

export interface GeneratedImagesProps {
  images: readonly GeneratedImage[];
}

/**
 * Images the model made, inline under the answer: at most 400 px tall, loaded when scrolled near
 * (chat-spec section 9). Their uris are the server's generated-images path, on our own origin;
 * any other origin is never loaded (the same rule as markdown images), only named.
 */
export function GeneratedImages({ images }: GeneratedImagesProps) {
  if (images.length === 0) return null;
  return (
    <Stack gap="2">
      {images.map((image) => {
        const src = sameOriginImageSrc(image.uri);
        if (!src) {
          return (
            <Text key={image.uri} color="fg.muted">
              {image.title}
            </Text>
          );
        }
        return <GeneratedImageView key={image.uri} src={src} title={image.title} />;
      })}
    </Stack>
  );
}

/**
 * Why an image did not load, in chat-spec section 8's words: the browser tells an `<img>` only that
 * it failed, so the file is asked for once more to learn the server's status.
 */
export async function imageFailure(src: string): Promise<string> {
  try {
    const response = await fetch(src);
    return response.ok ? blobMessages.objectUrlFailed : blobMessages.fetchFailed(response.status);
  } catch {
    return blobMessages.objectUrlFailed;
  }
}

function GeneratedImageView({ src, title }: { src: string; title: string }) {
  const [failure, setFailure] = useState<string>();
  if (failure) {
    return (
      <Text role="alert" color="red.fg">
        {title}: {failure}
      </Text>
    );
  }
  return (
    <Image
      src={src}
      alt={title}
      loading="lazy"
      maxH={`${layout.imagePreviewMaxHeight}px`}
      maxW="full"
      objectFit="contain"
      alignSelf="start"
      borderRadius="md"
      onError={() => void imageFailure(src).then(setFailure)}
    />
  );
}

import { Image, Stack } from '@chakra-ui/react';
import { layout } from '@parley/api-contract';
import type { GeneratedImage } from '@parley/api-contract';

export interface GeneratedImagesProps {
  images: readonly GeneratedImage[];
}

/**
 * Images the model made, inline under the answer: at most 400 px tall, loaded when scrolled near
 * (chat-spec section 9). Their uris are the server's generated-images path, on our own origin.
 */
export function GeneratedImages({ images }: GeneratedImagesProps) {
  if (images.length === 0) return null;
  return (
    <Stack gap="2">
      {images.map((image) => (
        <Image
          key={image.uri}
          src={image.uri}
          alt={image.title}
          loading="lazy"
          maxH={`${layout.imagePreviewMaxHeight}px`}
          maxW="full"
          objectFit="contain"
          alignSelf="start"
          borderRadius="md"
        />
      ))}
    </Stack>
  );
}

import { Image, Stack, Text } from '@chakra-ui/react';
import { layout } from '@parley/api-contract';
import type { GeneratedImage } from '@parley/api-contract';
import { sameOriginImageSrc } from '../markdown/safe-url';

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
        return (
          <Image
            key={image.uri}
            src={src}
            alt={image.title}
            loading="lazy"
            maxH={`${layout.imagePreviewMaxHeight}px`}
            maxW="full"
            objectFit="contain"
            alignSelf="start"
            borderRadius="md"
          />
        );
      })}
    </Stack>
  );
}

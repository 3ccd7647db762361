import { Badge, Box, HStack, Image, Skeleton, Text, Wrap } from '@chakra-ui/react';
import type { AttachmentReference } from '@parley/api-contract';

export interface QuestionImage {
  visionImageId: string;
  /** A data URL of the thumbnail; undefined while it loads. */
  src: string | undefined;
  alt: string;
  /** Why the thumbnail could not be fetched (chat-spec section 8's blob messages). */
  error?: string | undefined;
}

export interface QuestionAttachmentsProps {
  images: readonly QuestionImage[];
  files: readonly Pick<AttachmentReference, 'attachmentId' | 'originalFileName'>[];
}

/** The images (as thumbnails) and files (as chips) a question was sent with. */
export function QuestionAttachments({ images, files }: QuestionAttachmentsProps) {
  if (images.length === 0 && files.length === 0) return null;
  return (
    <Wrap gap="2" justify="flex-end">
      {images.map((image) =>
        image.src ? (
          <Image
            key={image.visionImageId}
            src={image.src}
            alt={image.alt}
            boxSize="16"
            objectFit="cover"
            borderRadius="md"
          />
        ) : image.error ? (
          <Box
            key={image.visionImageId}
            role="img"
            aria-label={`${image.alt}: ${image.error}`}
            boxSize="16"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border.error"
            p="1"
            overflow="hidden"
          >
            <Text textStyle="xs" color="red.fg" lineClamp={3}>
              {image.error}
            </Text>
          </Box>
        ) : (
          <Skeleton key={image.visionImageId} boxSize="16" borderRadius="md" />
        ),
      )}
      {files.map((file) => (
        <HStack key={file.attachmentId}>
          <Badge variant="outline" size="md" maxW="60" truncate title={file.originalFileName}>
            {file.originalFileName}
          </Badge>
        </HStack>
      ))}
    </Wrap>
  );
}

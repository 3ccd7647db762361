import { Box, CloseButton, Flex, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { FileIcon, ImageIcon } from './composer-icons';
import type { UploadItem } from './use-composer-uploads';

export interface UploadPreviewListProps {
  items: UploadItem[];
  onRemove: (id: string) => void;
}

const THUMBNAIL_SIZE = '14';

function Thumbnail({ item }: { item: UploadItem }) {
  if (item.previewUrl) {
    // Decorative: the file name is written beside it.
    return (
      <Image
        src={item.previewUrl}
        alt=""
        boxSize={THUMBNAIL_SIZE}
        objectFit="cover"
        borderRadius="l2"
      />
    );
  }
  return (
    <Box
      boxSize={THUMBNAIL_SIZE}
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
      borderRadius="l2"
    >
      <ImageIcon boxSize="6" color="fg.muted" />
    </Box>
  );
}

function UploadPreview({ item, onRemove }: { item: UploadItem; onRemove: (id: string) => void }) {
  const failed = item.status === 'failed';
  const removeLabel = failed ? `Dismiss ${item.fileName}` : `Remove ${item.fileName}`;
  return (
    <HStack
      as="li"
      gap="2"
      ps="2"
      pe="1"
      py="1"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={failed ? 'border.error' : 'border'}
      bg={failed ? 'bg.error' : 'bg.subtle'}
      maxW="full"
      aria-busy={item.status === 'uploading'}
    >
      {item.kind === 'image' && !failed ? (
        <Thumbnail item={item} />
      ) : (
        <FileIcon boxSize="5" color={failed ? 'red.fg' : 'fg.muted'} />
      )}
      <Stack gap="0" minW="0">
        <Text textStyle="sm" truncate>
          {item.fileName}
        </Text>
        {item.status === 'uploading' && (
          <HStack gap="1" color="fg.muted" textStyle="xs">
            <Spinner size="xs" />
            <Text>Uploading...</Text>
          </HStack>
        )}
        {failed && (
          <Text role="alert" textStyle="xs" color="red.fg">
            {item.message}
          </Text>
        )}
      </Stack>
      {item.status !== 'uploading' && (
        <CloseButton size="2xs" aria-label={removeLabel} onClick={() => onRemove(item.id)} />
      )}
    </HStack>
  );
}

/** The composer's attachments: image thumbnails and file chips, each removable before sending. */
export function UploadPreviewList({ items, onRemove }: UploadPreviewListProps) {
  if (items.length === 0) return null;
  return (
    <Flex as="ul" aria-label="Attachments" wrap="wrap" gap="2" listStyleType="none">
      {items.map((item) => (
        <UploadPreview key={item.id} item={item} onRemove={onRemove} />
      ))}
    </Flex>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import { agentAvatarAccept, brandImageSlots, imageFileProblem } from '@parley/api-contract';
import type { AdminBrand, BrandImageSlot } from '@parley/api-contract';
import {
  ButtonWithReason,
  describeServerError,
  ImageFileInput,
  ImageTile,
  notify,
} from '@parley/app-shell';
import { useState } from 'react';
import { DeleteButton } from '../components/delete-button';
import { brandImageRule, brandMessages } from './brand-messages';

const slotFile: Record<BrandImageSlot, keyof AdminBrand> = {
  logo: 'logoFileName',
  navigationLogo: 'navigationLogoFileName',
  splashScreenBackground: 'splashScreenBackgroundFileName',
  avatar: 'avatar',
};

export interface BrandImagesProps {
  brand: AdminBrand;
  fileUrl: (fileName: string) => string;
  /** Uploads the file into the slot; rejects with the server's error. */
  onUpload: (slot: BrandImageSlot, file: File) => Promise<void>;
  /** Removes the named file; rejects with the server's error. */
  onRemove: (fileName: string) => Promise<void>;
  disabledReason?: string;
}

/** The brand's four images, each with its current picture, a checked file input, Upload and Remove. */
export function BrandImages(props: BrandImagesProps) {
  return (
    <Stack as="section" gap="6" aria-label={brandMessages.imagesHeading}>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {brandMessages.imagesHeading}
      </Text>
      {brandImageSlots.map((slot) => (
        <BrandImageSlotField key={slot} slot={slot} {...props} />
      ))}
    </Stack>
  );
}

function BrandImageSlotField({
  slot,
  brand,
  fileUrl,
  onUpload,
  onRemove,
  disabledReason,
}: BrandImagesProps & { slot: BrandImageSlot }) {
  const label = brandMessages.labels[slot];
  const current = brand[slotFile[slot]] as string | null;
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      await onUpload(slot, file);
      notify.success(brandMessages.uploaded(label));
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      notify.error(brandMessages.uploadFailed(label), describeServerError(error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="l2" p="4" maxW="2xl">
      <Text fontWeight="semibold">{label}</Text>
      {current && (
        <ImageTile src={fileUrl(current)} alt={brandMessages.currentImage(label)} size="24" />
      )}
      <ImageFileInput
        key={inputKey}
        label={brandMessages.chooseImage(label)}
        help={brandMessages.imageRules}
        accept={agentAvatarAccept}
        problemOf={(chosen) => imageFileProblem(chosen, brandImageRule)}
        onChoose={setFile}
        disabled={disabledReason !== undefined}
      />
      <HStack gap="2">
        <ButtonWithReason
          colorPalette="brand"
          disabled={!file}
          loading={uploading}
          disabledReason={disabledReason}
          onClick={() => void upload()}
        >
          {brandMessages.upload} {label.toLowerCase()}
        </ButtonWithReason>
        {current && (
          <DeleteButton
            label={`${brandMessages.remove} ${label.toLowerCase()}`}
            heading={brandMessages.removeHeading(label)}
            name={current}
            disabledReason={disabledReason}
            onDelete={async () => {
              try {
                await onRemove(current);
                notify.success(brandMessages.removed(label));
              } catch (error) {
                notify.error(brandMessages.uploadFailed(label), describeServerError(error).message);
              }
            }}
          />
        )}
      </HStack>
    </Stack>
  );
}

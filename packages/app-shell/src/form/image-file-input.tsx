import { Box, Field, Image, Input } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ChangeEvent, Ref } from 'react';

export interface ImageTileProps {
  src: string;
  alt: string;
  /** A Chakra size token for both sides; 16 (64 px) unless told. */
  size?: '16' | '24';
}

/** An image in a bordered square, cropped to fill it: an avatar, an icon, a logo's preview. */
export function ImageTile({ src, alt, size = '16' }: ImageTileProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" boxSize={size} flexShrink={0}>
      <Image src={src} alt={alt} boxSize={size} fit="cover" />
    </Box>
  );
}

export interface ImageFileInputProps {
  label: string;
  /** Shown under the input until a chosen file is refused: which types and sizes are taken. */
  help: string;
  /** The input's `accept`: the picker's filter, not a check (the check is `problemOf`). */
  accept: string;
  /** Why a chosen file cannot be used, in the words the user reads; undefined when it can. */
  problemOf: (file: File) => string | undefined;
  /** Called on every choice: the usable file, or null when it was refused or the choice cleared. */
  onChoose: (file: File | null) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled file input for one image, checked the moment a file is chosen: a refused file shows
 * its reason in place of the help and is never handed on. It holds no file itself; the owner keeps
 * the choice, and gives the input a new `key` to empty it after an upload (a file input cannot be
 * emptied by value).
 */
export function ImageFileInput({
  label,
  help,
  accept,
  problemOf,
  onChoose,
  disabled,
  ref,
}: ImageFileInputProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | undefined>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const why = chosen ? problemOf(chosen) : undefined;
    setProblem(why);
    onChoose(why || !chosen ? null : chosen);
  };

  return (
    <Field.Root invalid={problem !== undefined} disabled={disabled} maxW="md">
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Input ref={ref} id={inputId} type="file" accept={accept} onChange={choose} p="1" />
      {problem ? (
        <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>
      ) : (
        <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

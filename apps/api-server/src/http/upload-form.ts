import type { Multipart } from '@fastify/multipart';
import {
  containsNulCharacter,
  NUL_CHARACTER_MESSAGE,
  uploadFormFields,
} from '@parley/api-contract';
import type { FastifyRequest } from 'fastify';
import { describeBytes } from '../domain/uploaded-file';
import type { UploadedFile, UploadForm } from '../domain/uploaded-file';
import { badRequest, HttpError } from './http-error';

export interface UploadFormRules {
  /** What the file is for, in messages: "image" or "attachment". */
  kind: string;
  maxFileBytes: number;
  /** How many files one form may carry (default one), and what a form with more is told. */
  maxFiles?: { count: number; message: string };
  /** What a file over the size limit is told (default: the limit for an {kind}). */
  tooLarge?: (fileName: string) => string;
}

/** Text fields are short names and identifiers; a form needs no more than these. */
const formLimits = { fields: 10, fieldSize: 1_024, parts: 12 };

function tooLarge(fileName: string, rules: UploadFormRules): HttpError {
  return new HttpError(
    413,
    rules.tooLarge?.(fileName) ??
      `"${fileName}" is larger than ${describeBytes(rules.maxFileBytes)}, the limit for an ${rules.kind}.`,
  );
}

/**
 * @fastify/multipart's own limit errors, as answers that say which rule the form broke. The file
 * limit surfaces from reading the file or, on a real connection, from the next part.
 */
function formError(error: unknown, fileName: string | undefined, rules: UploadFormRules): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileName ?? 'The file', rules);
  if (code === 'FST_FILES_LIMIT') {
    return badRequest(rules.maxFiles?.message ?? `Send one file per ${rules.kind} upload.`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(
      `The upload form has too many fields; send "${uploadFormFields.file}" and its options only.`,
    );
  }
  // Anything else the multipart parser raises is the body's fault: cut short ("Unexpected end of
  // form"), a malformed part header, a boundary that never comes.
  const reason = error instanceof Error ? error.message : String(error);
  return badRequest(`The upload form is malformed or incomplete (${reason}); send it again.`);
}

/** Names and values of a form are text like any other: U+0000 is refused (the contract's rule). */
function refuseNulCharacter(what: string, text: string): void {
  if (containsNulCharacter(text)) throw badRequest(`${what} ${NUL_CHARACTER_MESSAGE}.`);
}

/**
 * Reads a multipart upload: one file in the field `file` (chat-spec section 7) and a few text
 * fields, in any order (clients append the file first). The file is refused with 413 as soon as
 * it passes the limit, before the rest of the body is read.
 */
export async function readUploadForm(
  request: FastifyRequest,
  rules: UploadFormRules,
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      `Send the ${rules.kind} as multipart/form-data with the file in the field "${uploadFormFields.file}".`,
    );
  }
  let file: UploadedFile | undefined;
  let fileName: string | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { ...formLimits, files: 1, fileSize: rules.maxFileBytes },
    });
    for await (const part of parts as AsyncIterable<Multipart>) {
      refuseNulCharacter('A form field name', part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value);
        refuseNulCharacter(`The form field "${part.fieldname}"`, value);
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== uploadFormFields.file) {
        throw badRequest(
          `The file is in the field "${part.fieldname}"; send it in the field "${uploadFormFields.file}".`,
        );
      }
      refuseNulCharacter('The file name', part.filename);
      fileName = part.filename.trim() || 'unnamed file';
      file = { fileName, declaredMimeType: part.mimetype, data: await part.toBuffer() };
    }
  } catch (error) {
    throw formError(error, fileName, rules);
  }
  if (!file) {
    throw badRequest(
      `The form has no file: send the ${rules.kind} in the field "${uploadFormFields.file}".`,
    );
  }
  if (file.data.length === 0) throw badRequest(`"${file.fileName}" is empty.`);
  return { file, fields };
}

/**
 * Reads a multipart upload of several files, all in the field `file`, handing each to `onFile` as
 * it arrives, so only one file is held in memory at a time. Answers the form's text fields; a form
 * without a file, or with an empty file, is refused.
 */
export async function readUploadFiles(
  request: FastifyRequest,
  rules: UploadFormRules,
  onFile: (file: UploadedFile) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      `Send the ${rules.kind}s as multipart/form-data with the files in the field "${uploadFormFields.file}".`,
    );
  }
  let fileName: string | undefined;
  let files = 0;
  const fields: Record<string, string> = {};
  try {
    const maxFiles = rules.maxFiles?.count ?? 1;
    const parts = request.parts({
      limits: {
        ...formLimits,
        parts: formLimits.fields + maxFiles,
        files: maxFiles,
        fileSize: rules.maxFileBytes,
      },
    });
    for await (const part of parts as AsyncIterable<Multipart>) {
      refuseNulCharacter('A form field name', part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value);
        refuseNulCharacter(`The form field "${part.fieldname}"`, value);
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== uploadFormFields.file) {
        throw badRequest(
          `A file is in the field "${part.fieldname}"; send files in the field "${uploadFormFields.file}".`,
        );
      }
      refuseNulCharacter('The file name', part.filename);
      fileName = part.filename.trim() || 'unnamed file';
      const data = await part.toBuffer();
      if (data.length === 0) throw badRequest(`"${fileName}" is empty.`);
      files += 1;
      await onFile({ fileName, declaredMimeType: part.mimetype, data });
    }
  } catch (error) {
    throw formError(error, fileName, rules);
  }
  if (files === 0) {
    throw badRequest(
      `The form has no file: send the ${rules.kind}s in the field "${uploadFormFields.file}".`,
    );
  }
  return fields;
}

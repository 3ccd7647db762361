import * as z from 'zod/mini';

/** Identifiers are opaque strings (UUIDs from the reference server). */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * Text a user types: trimmed first, then required (`requiredMessage`) and at most `maxLength`
 * characters (`tooLongMessage`). Both messages are the ones the user reads, in the browser
 * and in the server's 400 answer alike.
 */
export function requiredText(requiredMessage: string, maxLength: number, tooLongMessage: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(maxLength, tooLongMessage));
}

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Every list that pages carries its items and, when more follow, a token for the next page. */
export function pageSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    continuationToken: z.nullable(z.string()),
  });
}

export const continuationQuerySchema = z.object({
  continuationToken: z.optional(z.string().check(z.maxLength(500))),
});

/** One field-level problem in a refused request. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * The body of every error answer: the HTTP status, its name, a sentence that says what is wrong,
 * and for validation failures the fields and rules that failed.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.array(fieldErrorSchema)),
});

export type Page<Item> = { items: Item[]; continuationToken: string | null };
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

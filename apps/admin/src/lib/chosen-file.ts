import { z } from 'zod';
import { FILE_MAX_BYTES, FILE_MESSAGES, FILE_MIME_TYPES } from '@docapply/contracts';

/**
 * A file chosen in a form, as far as the browser can tell before sending it (its size, and its type
 * when the browser knows one); the server checks its content.
 */
export function createChosenFileSchema({
  types = FILE_MIME_TYPES,
  badType = FILE_MESSAGES.badType,
}: { types?: readonly string[]; badType?: string } = {}) {
  return z
    .custom<File>((value) => value instanceof File, badType)
    .refine((file) => file.size <= FILE_MAX_BYTES, FILE_MESSAGES.tooLarge)
    .refine((file) => !file.type || types.includes(file.type), badType);
}

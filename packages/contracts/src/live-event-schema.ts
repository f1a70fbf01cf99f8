import * as zm from 'zod/mini';
import { LIVE_EVENT_KINDS } from './live-events';

/**
 * What a `change` event carries: ids and the kind only, never a message or a note; the reader
 * re-reads what it shows through the ordinary, authorised endpoints. Written with zod's mini build,
 * in a module of its own: the sites parse it when the first change comes, and the stream's
 * constants (live-events.ts), which every signed-in page uses, do not bring zod with them.
 */
export const ZLiveEvent = zm.object({
  kind: zm.enum(LIVE_EVENT_KINDS),
  applicationId: zm.string(),
  hospitalId: zm.string(),
  doctorId: zm.string(),
});
export type TLiveEvent = zm.infer<typeof ZLiveEvent>;

/** `text` read as JSON and checked against `schema` (a live event, a channel message), or null. */
export function parseJsonAs<TSchema extends zm.ZodMiniType>(
  schema: TSchema,
  text: string,
): zm.output<TSchema> | null {
  try {
    const parsed = zm.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

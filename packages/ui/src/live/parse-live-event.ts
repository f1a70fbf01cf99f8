import { ZLiveEvent, parseJsonAs, type TLiveEvent } from '@docapply/contracts';

/** A `change` event's data, or null when it is not one (loaded with the first change: it brings zod). */
export function parseLiveEvent(data: string): TLiveEvent | null {
  return parseJsonAs(ZLiveEvent, data);
}

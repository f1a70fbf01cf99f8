import { ZLiveEvent, type TLiveEvent } from '@docapply/contracts';

/** A `change` event's data, or null when it is not one (loaded with the first change: it brings zod). */
export function parseLiveEvent(data: string): TLiveEvent | null {
  try {
    const parsed = ZLiveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

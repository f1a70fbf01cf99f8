import { useEffect, useState } from 'react';

/** A tab opened from a viewer may still be reading the object URL when the viewer closes. */
const REVOKE_DELAY_MS = 60_000;

/** An object URL for a fetched file while it is shown, revoked a minute after it is no longer. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      setTimeout(() => URL.revokeObjectURL(next), REVOKE_DELAY_MS);
    };
  }, [blob]);
  return url;
}

/**
 * The handlers that start downloading a part loaded on first use (a dialog's code) when the control
 * opening it is pointed at or focused, so that it is usually in by the press. A failed download
 * shows, and is tried again, when the part is drawn.
 */
export function preloadOnIntent(part: { preload: () => Promise<unknown> }) {
  const start = () => void part.preload().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}

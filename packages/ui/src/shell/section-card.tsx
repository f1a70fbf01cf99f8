import { useEffect, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type TSectionCardProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** A small coloured line above the title ("Survey"). */
  overline?: string;
  children: ReactNode;
};

/** On <html> once a key was pressed on the page: every card is drawn from then on. */
const ALL_DRAWN_ATTRIBUTE = 'data-cards-drawn';

/**
 * A card off screen is not styled, laid out or painted until it comes near the viewport
 * (`content-visibility: auto`): a long page (the review, an application's detail) costs the phone
 * only its first screen when it is drawn. It keeps its place with a guessed height until first
 * drawn, then with its last one; its text is still found by the browser's search and read by
 * assistive technology. Printing draws every card, and so does the page from its first key press:
 * a control reached by Tab must stay where the browser scrolled it, not be pushed out of the
 * window by a card above it drawn at its real height just after (WCAG 2.4.11).
 */
const SECTION_SX = {
  borderRadius: 3,
  p: { xs: 5, md: 6 },
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
  [`html[${ALL_DRAWN_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
  '@media print': { contentVisibility: 'visible' },
} as const;

let isWaitingForKey = false;

/** From the page's first key press on (before the key's own work: focus, scrolling), draws every card. */
function drawAllOnFirstKey(): void {
  if (isWaitingForKey || document.documentElement.hasAttribute(ALL_DRAWN_ATTRIBUTE)) {
    return;
  }
  isWaitingForKey = true;
  window.addEventListener(
    'keydown',
    () => {
      document.documentElement.setAttribute(ALL_DRAWN_ATTRIBUTE, '');
    },
    { once: true, capture: true },
  );
}

/** One titled part of a page (an application's detail, its review): an outlined card with an h2. */
export function SectionCard({ id, title, overline, children }: TSectionCardProps) {
  useEffect(drawAllOnFirstKey, []);
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={SECTION_SX}>
      {overline ? (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

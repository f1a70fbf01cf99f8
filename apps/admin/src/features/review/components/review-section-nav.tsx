import type { FocusEvent, MouseEvent } from 'react';
import { Box, Button, GlobalStyles, Link, Stack } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { SITE_HEADER_HEIGHT_VAR, formatCount, useStickyBar } from '@docapply/ui';

export type TReviewPart = { id: string; label: string; comments?: number };

/** The review's parts in page order: sections A-D with their comment counts, then the rest. */
export function listReviewParts(review: TAdminApplicationReview): TReviewPart[] {
  const sections = review.forms.application?.form.definition.sections ?? [];
  return [
    ...sections.map((section) => ({
      id: sectionAnchor(section.key),
      label: `${section.key}. ${section.title}`,
      comments: review.commentCounts[section.key as keyof TAdminApplicationReview['commentCounts']] ?? 0,
    })),
    { id: 'survey-heading', label: 'Survey' },
    { id: 'privileges-heading', label: 'Privileges' },
    { id: 'requests-heading', label: 'References' },
    { id: 'documents-heading', label: 'Documents' },
    { id: 'history-heading', label: 'History' },
  ];
}

/** The id of an application section's card on the review (FormSectionCards sets it). */
export function sectionAnchor(key: string): string {
  return `section-${key}`;
}

/** Moves to a part and its focus with it, so a keyboard user goes on reading from there. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) {
    return;
  }
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  // A card's heading is the target; its card (which keeps clear of the sticky bars) is scrolled to.
  (target.closest('section') ?? target).scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** Room around a link for its focus ring (2 px wide, 2 px off), inside the row that clips it. */
const RING_ROOM_PX = 4;

/**
 * The browser scrolls the row sideways to a link Tab reaches only when none of it showed: one cut
 * at the row's edge (or under Print) is scrolled into sight here, with its ring.
 */
function revealInRow(event: FocusEvent<HTMLAnchorElement>) {
  const link = event.currentTarget.getBoundingClientRect();
  const row = event.currentTarget.closest('ul');
  if (!row) {
    return;
  }
  const { left, right } = row.getBoundingClientRect();
  if (link.left - RING_ROOM_PX < left) {
    row.scrollLeft -= left - link.left + RING_ROOM_PX;
  } else if (link.right + RING_ROOM_PX > right) {
    row.scrollLeft += link.right - right + RING_ROOM_PX;
  }
}

const SHORT_WINDOW_QUERY = '@media (max-height: 499.95px)';

/** Print: only the application itself, without the site's header, links and buttons. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, [data-print="hide"], .MuiButton-root, .MuiIconButton-root': {
          display: 'none !important',
        },
        body: { background: '#fff' },
        '.MuiPaper-root': { breakInside: 'avoid-page', boxShadow: 'none' },
      },
    }}
  />
);

/**
 * Links to every part of the review that stay in view while the coordinator scrolls (a row that
 * scrolls sideways on a phone), each section with its number of comments, and Print.
 */
export function ReviewSectionNav({ review }: { review: TAdminApplicationReview }) {
  const parts = listReviewParts(review);
  const barRef = useStickyBar<HTMLElement>();
  return (
    <Box
      ref={barRef}
      component="nav"
      aria-label="Parts of the application"
      data-print="hide"
      sx={{
        position: 'sticky',
        top: `var(${SITE_HEADER_HEIGHT_VAR}, 64px)`,
        // In a short window (a laptop at 200 % zoom, a phone on its side) the header and these links
        // would cover a third of it: they stay at the top of the page instead.
        [SHORT_WINDOW_QUERY]: { position: 'static' },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
        mx: { xs: -4, sm: 0 },
        px: { xs: 4, sm: 0 },
      }}
    >
      {PRINT_STYLES}
      {/* Drawn 4 px to the left: the row's padding then keeps its first link where it was. */}
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center', ml: -1 }}>
        <Stack
          component="ul"
          direction="row"
          spacing={4}
          // Its padding is room for a link's focus ring, which the row would otherwise clip.
          sx={{ listStyle: 'none', m: 0, p: 1, overflowX: 'auto', flex: 1, whiteSpace: 'nowrap' }}
        >
          {parts.map((part) => (
            <li key={part.id}>
              <Link
                href={`#${part.id}`}
                onClick={(event) => goTo(event, part.id)}
                onFocus={revealInRow}
                underline="hover"
                sx={{ fontWeight: 600, display: 'inline-block', py: 1 }}
              >
                {part.label}
                {part.comments ? (
                  <Box
                    component="span"
                    sx={{
                      ml: 1,
                      px: 1.5,
                      borderRadius: 8,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: '0.75rem',
                    }}
                  >
                    {formatCount(part.comments, 'comment')}
                  </Box>
                ) : null}
              </Link>
            </li>
          ))}
        </Stack>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
          sx={{ flexShrink: 0 }}
        >
          Print
        </Button>
      </Stack>
    </Box>
  );
}

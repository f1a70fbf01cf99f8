import type { MouseEvent } from 'react';
import { Box, Button, GlobalStyles, Link, Stack } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';

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
  return (
    <Box
      component="nav"
      aria-label="Parts of the application"
      data-print="hide"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 2,
        mx: { xs: -4, sm: 0 },
        px: { xs: 4, sm: 0 },
      }}
    >
      {PRINT_STYLES}
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Stack
          component="ul"
          direction="row"
          spacing={4}
          sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto', flex: 1, whiteSpace: 'nowrap' }}
        >
          {parts.map((part) => (
            <li key={part.id}>
              <Link
                href={`#${part.id}`}
                onClick={(event) => goTo(event, part.id)}
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

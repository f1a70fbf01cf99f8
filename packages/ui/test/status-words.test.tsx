import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_COLORS, doctorStatusLabel, type TApplicationHistoryEntry } from '@docapply/contracts';
import { AppThemeProvider, StatusChip, StatusTimeline, StatusWordsProvider } from '@/index';

const HISTORY: TApplicationHistoryEntry[] = [
  { from: 'in-review', to: 'finalise', at: '2026-03-06T10:00:00.000Z', actorName: 'Maria Admin', note: null },
];

describe('status words', () => {
  it('shows the office its own words by default', () => {
    render(
      <AppThemeProvider>
        <StatusChip status="finalise" />
      </AppThemeProvider>,
    );
    expect(screen.getByText('Finalise')).toBeInTheDocument();
  });

  it('shows a doctor plain words, in the spec colour, on chips and the timeline', () => {
    render(
      <AppThemeProvider>
        <StatusWordsProvider words={doctorStatusLabel}>
          <StatusChip status="finalise" />
          <StatusTimeline history={HISTORY} />
        </StatusWordsProvider>
      </AppThemeProvider>,
    );
    const [chip, timelineChip] = screen.getAllByText('Final review');
    expect(chip.closest('.MuiChip-root')).toHaveStyle({ backgroundColor: STATUS_COLORS.finalise });
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getByText(/from In review/)).toBeInTheDocument();
    expect(history).toContainElement(timelineChip);
    expect(screen.queryByText('Finalise')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '@docapply/contracts';
import { AppointmentCard } from '../src/appointments/appointment-card';
import { seriousAxeViolations } from './axe';
import { createTestAppointment } from './site-test-kit';

const APPOINTMENT: TAppointment = createTestAppointment({
  privileges: [
    { id: 'p-1', name: 'Admitting', department: 'Medicine', conditions: null },
    {
      id: 'p-2',
      name: 'Cardiac catheterisation',
      department: 'Cardiology',
      conditions: null,
      // As the practitioner reads it: the office's reason and its author are not sent.
      suspension: {
        id: 's-1',
        suspendedAt: '2026-12-06T12:00:00.000Z',
        practitionerNote: 'Pending the review of recent cases.',
        reason: null,
        suspendedBy: null,
      },
    },
  ],
});

describe('AppointmentCard', () => {
  it('tells the practitioner in words which privilege is suspended, since when, and the office’s note', async () => {
    render(<AppointmentCard appointment={APPOINTMENT} />);
    const [admitting, cath] = within(screen.getByRole('list', { name: 'Privileges granted' })).getAllByRole(
      'listitem',
    );
    expect(admitting.textContent).not.toContain('Suspended');
    expect(cath.textContent).toContain('Suspended since 12/06/2026: not to be exercised until reinstated.');
    expect(cath.textContent).toContain("The office's note: Pending the review of recent cases.");
    expect(cath.textContent).not.toContain('Reason');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

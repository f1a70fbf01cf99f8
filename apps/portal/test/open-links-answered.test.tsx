import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAnsweredRequestLinkValues } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, renderApp } from './render-app';

const ANSWERED: TAnsweredRequestLinkValues = {
  purpose: 'reference',
  hospital: { id: 'h-1', name: 'Riverside General Hospital' },
  doctorName: 'Dr. Dana Doe',
  personName: 'Jordan Blake',
  state: 'completed',
  answeredAt: '2026-03-06T15:00:00.000Z',
};

function openLink(path: string, values: TAnsweredRequestLinkValues) {
  const api = createMockApi();
  api.post.mockResolvedValueOnce(values);
  return renderApp(`${path}?token=link-token`, { api });
}

describe('a request link opened again after answering', () => {
  it('says when the answer arrived, without a form or a request for a new link', async () => {
    const { container } = openLink('/reference', ANSWERED);
    expect(await screen.findByRole('heading', { name: 'Reference for Dr. Dana Doe' })).toBeInTheDocument();
    expect(screen.getByText('We received your answer on 03/06/2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByText(/send the request again/)).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says a declined request was declined', async () => {
    openLink('/alternativeCoverage', { ...ANSWERED, purpose: 'coverage', state: 'declined' });
    expect(
      await screen.findByRole('heading', { name: 'Alternative coverage for Dr. Dana Doe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You declined this request on 03/06/2026.')).toBeInTheDocument();
    expect(screen.getByText(/Dr\. Dana Doe can ask someone else\./)).toBeInTheDocument();
    expect(screen.queryByText(/We received your answer/)).not.toBeInTheDocument();
  });
});

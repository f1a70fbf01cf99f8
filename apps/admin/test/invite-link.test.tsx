import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, renderAdmin } from './render-admin';

const USED =
  'This set-password link is invalid or has already been used. Ask your platform administrator for a new invitation.';

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('an invitation link', () => {
  it('says a used link cannot be used before showing any password form', async () => {
    const api = createMockApi();
    api.post.mockRejectedValueOnce(new ApiError({ statusCode: 400, code: 'TOKEN_INVALID', message: USED }));
    const { container } = renderAdmin('/setPassword?token=used-1', { api });

    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(USED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/');
    expect(api.post).toHaveBeenCalledWith('/auth/setPassword/check', { token: 'used-1' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the form for a live link, naming the address it is for', async () => {
    const api = createMockApi();
    api.post.mockResolvedValueOnce({ email: 'sam.ortiz@lakeview.example.org' });
    renderAdmin('/setPassword?token=live-1', { api });

    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.getByText(/sign in with as sam\.ortiz@lakeview\.example\.org/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the check itself fails, not a dead end', async () => {
    const api = createMockApi();
    api.post.mockRejectedValue(
      new ApiError({ statusCode: 500, code: 'INTERNAL', message: 'Server trouble' }),
    );
    renderAdmin('/setPassword?token=live-2', { api });
    expect(await screen.findByRole('heading', { name: 'We could not check your link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});

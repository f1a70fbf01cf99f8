import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type TDownloadedFile } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const PACKET_PATH = `/admin/applications/${APPLICATION_ID}/packet`;
const PACKET: TDownloadedFile = {
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  fileName: 'packet-zoe-dvorak-2026-03-01.pdf',
  contentType: 'application/pdf',
};

function renderReview() {
  // jsdom has no object URLs and does not download (this file's DOM is its own).
  URL.createObjectURL = vi.fn(() => 'blob:packet');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  const api = {
    ...createMockApi({ [`/admin/applications/${APPLICATION_ID}`]: createReview() }),
    getBlob: vi.fn(),
  };
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return { api, saved };
}

const findButton = () => screen.findByRole('button', { name: 'Download committee packet' });

describe('the committee packet button', () => {
  it('shows that the packet is being made, then saves it under the server’s name', async () => {
    const { api, saved } = renderReview();
    let finish: (file: TDownloadedFile) => void = () => undefined;
    api.getBlob.mockReturnValue(new Promise<TDownloadedFile>((resolve) => (finish = resolve)));
    const user = userEvent.setup();

    const button = await findButton();
    expect(await seriousAxeViolations(button.parentElement ?? document.body)).toEqual([]);
    await user.click(button);
    expect(api.getBlob).toHaveBeenCalledWith(PACKET_PATH);
    expect(screen.getByRole('button', { name: /Making the packet/ })).toBeDisabled();
    // Announced to screen readers as well.
    expect(screen.getByText('Making the packet…', { selector: '[role="status"]' })).toBeInTheDocument();

    finish(PACKET);
    expect(await findButton()).toBeEnabled();
    expect(saved).toEqual(['packet-zoe-dvorak-2026-03-01.pdf blob:packet']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(PACKET.blob);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the packet cannot be made, and lets the admin try again by keyboard', async () => {
    const { api, saved } = renderReview();
    const busy = 'Other committee packets are being made. Try again in a moment.';
    api.getBlob.mockRejectedValueOnce(
      new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: busy }),
    );
    const user = userEvent.setup();

    (await findButton()).focus();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The committee packet could not be made. ${busy}`);
    expect(saved).toEqual([]);

    api.getBlob.mockResolvedValueOnce(PACKET);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['packet-zoe-dvorak-2026-03-01.pdf blob:packet']));
    expect(screen.queryByText(/could not be made/)).not.toBeInTheDocument();
  });
});

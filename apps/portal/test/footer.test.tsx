import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockApi, renderApp, SETTINGS } from './render-app';

describe('footer', () => {
  it('shows the current year and the four legal PDFs opening in a new tab', async () => {
    renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    // The year is an element of its own (the prerendered landing page's boot script sets it).
    const copyright = `© ${new Date().getFullYear()} DocApply. All rights reserved.`;
    expect(
      within(footer).getByText((_, element) => element?.tagName === 'P' && element.textContent === copyright),
    ).toBeInTheDocument();

    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Affirmations', '/legal/affirmations.pdf'],
      ['Fraud Policy', '/legal/fraud-policy.pdf'],
      ['Privacy Policy', '/legal/privacy-policy.pdf'],
      ['Terms of Use', '/legal/terms-of-use.pdf'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('uses the legal URLs from the system settings when they are set', async () => {
    const api = createMockApi();
    const privacyUrl = 'https://hospital.test/privacy.pdf';
    api.get.mockResolvedValueOnce({ ...SETTINGS, legal: { privacyPolicy: privacyUrl } });
    renderApp('/login', { api });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      privacyUrl,
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/legal/terms-of-use.pdf',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@docapply/ui';
import { renderApp } from './render-app';

describe('landing page', () => {
  it('has the About, Features and Contact Us sections and the calls to action', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 2, name: /whole credentialing file/ }),
    ).toBeInTheDocument();
    expect(document.getElementById('about')).not.toBeNull();
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('contact')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Apply as a doctor' })).toHaveAttribute('href', '/register');
  });

  it('scrolls to a section 90 px below its top when a section link is clicked', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: /whole credentialing file/ });
    const section = document.getElementById('features') as HTMLElement;
    // jsdom has no layout: place the section 1200 px down the page.
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1200 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1110, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('scrolls smoothly to the section named in the address, e.g. /#features', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/#features');
    await screen.findByRole('heading', { level: 2, name: /how credentialing really works/ });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
    scrollTo.mockRestore();
  });

  it('sends a Contact Us message and confirms it', async () => {
    const { api } = renderApp('/');
    api.post.mockResolvedValueOnce({ id: 'c1', message: 'Thank you. We will be in touch soon.' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Pat Lee');
    await user.type(screen.getByLabelText(/^Email/), 'pat.lee@example.org');
    await user.type(screen.getByLabelText(/^Message/), 'Can our hospital join?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you. We will be in touch soon.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/contacts', {
      name: 'Pat Lee',
      email: 'pat.lee@example.org',
      message: 'Can our hospital join?',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('does not send a message while the optional phone is incomplete', async () => {
    const { api } = renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Pat Lee');
    await user.type(screen.getByLabelText(/^Email/), 'pat.lee@example.org');
    await user.type(screen.getByLabelText(/^Phone/), '212');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid Phone')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's message when sending fails", async () => {
    const { api } = renderApp('/');
    api.post.mockRejectedValueOnce(new ApiError({ statusCode: 500, code: 'INTERNAL' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Pat Lee');
    await user.type(screen.getByLabelText(/^Email/), 'pat.lee@example.org');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong, Please try again ...')).toBeInTheDocument();
  });
});

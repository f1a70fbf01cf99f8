import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockApi, renderApp, SETTINGS } from './render-app';

/** jsdom has no IntersectionObserver: this one lets a test scroll an element into sight. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  private static seen(observer: FakeIntersectionObserver, target: Element) {
    return observer.elements.filter((element) => target.contains(element) || element.contains(target));
  }
  /** Whether the page watches `target` yet (its observer starts in an effect, after the render). */
  static watches(target: Element): boolean {
    return FakeIntersectionObserver.all.some(
      (observer) => FakeIntersectionObserver.seen(observer, target).length > 0,
    );
  }
  static scrollIntoSight(target: Element) {
    for (const observer of FakeIntersectionObserver.all) {
      const seen = FakeIntersectionObserver.seen(observer, target);
      if (seen.length > 0) {
        const entries = seen.map((element) => ({ target: element, isIntersecting: true }));
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

// The form's code is compiled once here, not inside a test's wait (a fresh clone compiles it cold):
// what the tests watch is when the page asks for it and shows it.
beforeAll(async () => {
  await import('@/features/landing/components/contact-form');
});

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parts below the first screen', () => {
  it('reads the settings for the footer links only once the footer comes into sight', async () => {
    const api = createMockApi();
    const privacyUrl = 'https://hospital.test/privacy.pdf';
    api.get.mockResolvedValueOnce({ ...SETTINGS, legal: { privacyPolicy: privacyUrl } });
    renderApp('/login', { api });
    await screen.findByRole('heading', { name: 'Doctor Login' });
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: 'Privacy Policy' });
    // Until then the links are the PDFs shipped with the portal, and nothing is asked of the API.
    expect(privacy).toHaveAttribute('href', '/legal/privacy-policy.pdf');
    expect(api.get).not.toHaveBeenCalled();

    await waitFor(() => expect(FakeIntersectionObserver.watches(footer)).toBe(true));
    act(() => FakeIntersectionObserver.scrollIntoSight(footer));
    await waitFor(() => expect(privacy).toHaveAttribute('href', privacyUrl));
    expect(api.get).toHaveBeenCalledWith('/systemSettings/all');
  });

  // The form's code is a second download after the page's: give both time on a busy machine.
  it('loads the Contact Us form when the visitor comes near it', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: /whole credentialing file/ });
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();

    const contact = document.getElementById('contact') as HTMLElement;
    await waitFor(() => expect(FakeIntersectionObserver.watches(contact)).toBe(true));
    act(() => FakeIntersectionObserver.scrollIntoSight(contact));
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('loads the Contact Us form as soon as a keyboard user presses a key', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: /whole credentialing file/ });
    await userEvent.setup().keyboard('{Tab}');
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });
});

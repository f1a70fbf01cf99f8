import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useIsPrerendering } from '@docapply/ui';
import { scrollToSection } from '@/lib/scroll-to-section';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

export function LandingPage() {
  const { hash } = useLocation();
  // The prerendered page taken over at a section's address (/#contact) is there already: the
  // browser went to it before the app started, and the visitor may have scrolled on since.
  const isPrerendering = useIsPrerendering();
  const shownHash = useRef(isPrerendering ? hash : '');

  // Arriving as /#features once the app runs: scroll there once the page is drawn. The timeout
  // lets the scroll-to-top of the route change run first.
  useEffect(() => {
    if (hash === shownHash.current) {
      return undefined;
    }
    shownHash.current = hash;
    if (!hash) {
      return undefined;
    }
    const timer = setTimeout(() => scrollToSection(decodeURIComponent(hash.slice(1))), 0);
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <HeroSection />
      <AboutSection />
      <FeaturesSection />
      <ContactSection />
    </>
  );
}

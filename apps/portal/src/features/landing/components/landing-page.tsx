import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '@/lib/scroll-to-section';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

export function LandingPage() {
  const { hash } = useLocation();

  // Arriving as /#features: scroll there once the page is drawn. The timeout lets the
  // scroll-to-top of the route change run first.
  useEffect(() => {
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

// Emotion's "use-insertion-effect-with-fallbacks", as both sites' builds resolve it (an alias in
// scripts/vite-site-config.ts; ADR 26): a component's styles go into the page as React renders
// it, not in the commit that puts the page on screen. (The component tests load Emotion through
// Node, without the alias; scripts/test/emotion-insertion.test.ts checks the sites' resolution.)
//
// Emotion puts each styled element's rules in with React's insertion effect: all of a page's
// first drawing at once, in the one task of its commit, which React cannot slice (compiling them
// with stylis and adding them to the style sheet was a third of the form's commit on a slow phone).
// Its own fallback for a React without insertion effects, kept here for the styled elements and
// the `css` prop, inserts as the component renders: in the render React slices between frames.
// The rules are the same and go in the same order (a parent's before its children's, as Emotion
// 10 did); a render React throws away leaves rules that a later one would have added anyway.
import { useInsertionEffect } from 'react';

/** The styled elements' and `css` prop's insertion: at once, as the component renders. */
export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

/** `Global`'s (CssBaseline's) styles: as Emotion does, in the insertion effect. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;

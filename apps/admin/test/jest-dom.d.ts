// Types for the jest-dom matchers that packages/ui/test/setup.ts installs.
/// <reference types="@testing-library/jest-dom/vitest" />

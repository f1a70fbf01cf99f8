/** The seeded administrators' password in tests (DEMO_PASSWORD). */
export const TEST_ADMIN_PASSWORD = 'Seeded-Admin-Passphrase-2026';
export const PLATFORM_ADMIN_EMAIL = 'platform@docapply.example.org';
export const RIVERSIDE_ADMIN_EMAIL = 'admin@riverside.example.org';
/** A password that passes every rule. */
export const GOOD_PASSWORD = 'Harbour-Lantern-Violet-42';

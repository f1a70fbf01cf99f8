import { sql } from 'drizzle-orm';
import {
  LEGAL_DOCUMENTS,
  OTP_MINUTES_DEFAULT,
  OTP_MINUTES_SHIPPED,
  type TLegalKey,
  type TPublicSettings,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { preparedFor } from '@/core/db/prepared';
import { systemSettings } from '@/core/db/schema';

export const SETTING_KEYS = {
  otpMinutes: 'otp_minutes',
  legalLinks: 'legal_links',
  minReferences: 'min_references',
} as const;

export const DEFAULT_MIN_REFERENCES = 3;

export const DEFAULT_LEGAL_LINKS = Object.fromEntries(
  LEGAL_DOCUMENTS.map((doc) => [doc.key, `/legal/${doc.file}`]),
) as Record<TLegalKey, string>;

/** What the first start writes: the spec's values "as shipped". */
export const SHIPPED_SETTINGS: Record<string, unknown> = {
  [SETTING_KEYS.otpMinutes]: OTP_MINUTES_SHIPPED,
  [SETTING_KEYS.legalLinks]: DEFAULT_LEGAL_LINKS,
  [SETTING_KEYS.minReferences]: DEFAULT_MIN_REFERENCES,
};

/** The system setting wins, then OTP_MINUTES from the environment, then 5 (spec section 9). */
export function getEffectiveOtpMinutes(setting: unknown, envMinutes: number | undefined): number {
  if (typeof setting === 'number' && Number.isInteger(setting) && setting > 0) {
    return setting;
  }
  return envMinutes ?? OTP_MINUTES_DEFAULT;
}

// Read on every page's first request (the public settings): built once.
const settingsQuery = preparedFor((db) =>
  db
    .select()
    .from(systemSettings)
    .where(sql`${systemSettings.key} = any(${sql.placeholder('keys')}::text[])`)
    .prepare('settings'),
);

async function readSettings(db: TDb, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await settingsQuery(db).execute({ keys });
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function getOtpMinutes(db: TDb, envMinutes: number | undefined): Promise<number> {
  const values = await readSettings(db, [SETTING_KEYS.otpMinutes]);
  return getEffectiveOtpMinutes(values.get(SETTING_KEYS.otpMinutes), envMinutes);
}

export async function getPublicSettings(db: TDb, envMinutes: number | undefined): Promise<TPublicSettings> {
  const values = await readSettings(db, Object.values(SETTING_KEYS));
  const stored = values.get(SETTING_KEYS.legalLinks);
  const legal: Record<string, string> = { ...DEFAULT_LEGAL_LINKS };
  if (stored && typeof stored === 'object') {
    for (const [key, url] of Object.entries(stored)) {
      if (typeof url === 'string' && url !== '') {
        legal[key] = url;
      }
    }
  }
  const minReferences = values.get(SETTING_KEYS.minReferences);
  return {
    otpMinutes: getEffectiveOtpMinutes(values.get(SETTING_KEYS.otpMinutes), envMinutes),
    legal,
    minReferences:
      typeof minReferences === 'number' && Number.isInteger(minReferences)
        ? minReferences
        : DEFAULT_MIN_REFERENCES,
  };
}

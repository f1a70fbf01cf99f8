import { eq, sql } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, type TPlatformSettings, type TPlatformSettingsView } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { systemSettings } from '@/core/db/schema';
import { changedValues, writeAudit } from '@/core/audit';
import { DEFAULT_LEGAL_LINKS, SETTING_KEYS, getPublicSettings } from '@/core/settings';
import type { TUserRow } from '@/core/users/users';
import { REQUIRE_STRONG_FACTOR_SETTING } from '@/core/access/second-factors';

/** GET /platform/settings: what is in force; a legal link that is the shipped PDF reads as ''. */
export async function getPlatformSettings(ctx: TAppContext): Promise<TPlatformSettingsView> {
  const current = await getPublicSettings(ctx.db, ctx.config.OTP_MINUTES);
  const legal = Object.fromEntries(
    LEGAL_DOCUMENTS.map(({ key }) => {
      const url = current.legal[key] ?? '';
      return [key, url === DEFAULT_LEGAL_LINKS[key] ? '' : url];
    }),
  );
  const [strong] = await ctx.db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, REQUIRE_STRONG_FACTOR_SETTING))
    .limit(1);
  return {
    otpMinutes: current.otpMinutes,
    minReferences: current.minReferences,
    legal,
    shippedLegal: DEFAULT_LEGAL_LINKS,
    requireStrongFactor: strong?.value === true,
  };
}

/**
 * PUT /platform/settings: stored in the same keys the public /systemSettings/all and sign-in
 * read, so a change applies to the next sign-in code and the next page load.
 */
export async function updatePlatformSettings(
  ctx: TAppContext,
  options: { actor: TUserRow; input: TPlatformSettings },
): Promise<TPlatformSettingsView> {
  const { actor, input } = options;
  const { otpMinutes, minReferences, legal, requireStrongFactor } = await getPlatformSettings(ctx);
  const values: Record<string, unknown> = {
    [SETTING_KEYS.otpMinutes]: input.otpMinutes,
    [SETTING_KEYS.minReferences]: input.minReferences,
    // '' is stored as is: the public settings read it as "the shipped PDF".
    [SETTING_KEYS.legalLinks]: input.legal,
    ...(input.requireStrongFactor === undefined
      ? {}
      : { [REQUIRE_STRONG_FACTOR_SETTING]: input.requireStrongFactor }),
  };
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(systemSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
    }
  });
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.settings-updated',
    entity: 'system_settings',
    ...(changedValues(
      { otpMinutes, minReferences, legal, requireStrongFactor },
      { requireStrongFactor, ...input },
    ) ?? { before: null, after: null }),
  });
  return getPlatformSettings(ctx);
}

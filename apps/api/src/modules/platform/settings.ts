import { sql } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, type TPlatformSettings, type TPlatformSettingsView } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { systemSettings } from '@/core/db/schema';
import { changedValues, writeAudit } from '@/core/audit';
import { DEFAULT_LEGAL_LINKS, SETTING_KEYS, getPublicSettings } from '@/core/settings';
import type { TUserRow } from '@/core/users/users';

/** GET /platform/settings: what is in force; a legal link that is the shipped PDF reads as ''. */
export async function getPlatformSettings(ctx: TAppContext): Promise<TPlatformSettingsView> {
  const current = await getPublicSettings(ctx.db, ctx.config.OTP_MINUTES);
  const legal = Object.fromEntries(
    LEGAL_DOCUMENTS.map(({ key }) => {
      const url = current.legal[key] ?? '';
      return [key, url === DEFAULT_LEGAL_LINKS[key] ? '' : url];
    }),
  );
  return {
    otpMinutes: current.otpMinutes,
    minReferences: current.minReferences,
    legal,
    shippedLegal: DEFAULT_LEGAL_LINKS,
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
  const { otpMinutes, minReferences, legal } = await getPlatformSettings(ctx);
  const values: Record<string, unknown> = {
    [SETTING_KEYS.otpMinutes]: input.otpMinutes,
    [SETTING_KEYS.minReferences]: input.minReferences,
    // '' is stored as is: the public settings read it as "the shipped PDF".
    [SETTING_KEYS.legalLinks]: input.legal,
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
    ...(changedValues({ otpMinutes, minReferences, legal }, { ...input }) ?? { before: null, after: null }),
  });
  return getPlatformSettings(ctx);
}

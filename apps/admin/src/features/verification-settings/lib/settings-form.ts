import { z } from 'zod';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOM_VERIFICATION_ITEMS_MAX,
  VERIFICATION_KINDS,
  VERIFICATION_LIMITS,
  ZVerificationSettings,
  type TVerificationKind,
  type TVerificationSettings,
} from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';
import { wholeNumberText } from '@docapply/ui';

/** The kinds a hospital ticks as required; its own items are required one by one instead. */
export const REQUIRABLE_KINDS = VERIFICATION_KINDS.filter(
  (kind): kind is Exclude<TVerificationKind, 'custom'> => kind !== 'custom',
);

export const SETTINGS_MESSAGES = {
  sameLabel: 'Another item has this name',
  labelTooLong: `At most ${VERIFICATION_LIMITS.label} characters`,
  tooManyItems: `At most ${CUSTOM_VERIFICATION_ITEMS_MAX} items`,
} as const;

const ZCustomItemForm = z.strictObject({
  id: z.string().optional(),
  label: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(VERIFICATION_LIMITS.label, SETTINGS_MESSAGES.labelTooLong),
  required: z.boolean(),
});

/**
 * The page's values: the contract's settings, except that the number field holds text (read into
 * the contract's whole number with its messages) and two items may not share a name, which would
 * leave two checklist rows nobody could tell apart.
 */
export const ZVerificationSettingsForm = z.strictObject({
  validDays: wholeNumberText(ZVerificationSettings.shape.validDays),
  requiredKinds: ZVerificationSettings.shape.requiredKinds,
  customItems: z
    .array(ZCustomItemForm)
    .max(CUSTOM_VERIFICATION_ITEMS_MAX, SETTINGS_MESSAGES.tooManyItems)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const name = item.label.toLowerCase();
        if (name && seen.has(name)) {
          context.addIssue({ code: 'custom', path: [index, 'label'], message: SETTINGS_MESSAGES.sameLabel });
        }
        seen.add(name);
      });
    }),
});

export type TSettingsFormValues = z.input<typeof ZVerificationSettingsForm>;

export const settingsResolver = zodResolver(ZVerificationSettingsForm) as unknown as Resolver<
  TSettingsFormValues,
  unknown,
  TVerificationSettings
>;

export function toFormValues(settings: TVerificationSettings): TSettingsFormValues {
  return {
    validDays: String(settings.validDays),
    requiredKinds: [...settings.requiredKinds],
    customItems: settings.customItems.map((item) => ({ ...item })),
  };
}

/** The inputs a server's field message can land on (`customItems.3.label` and the like). */
export function settingsFieldNames(itemCount: number): Path<TSettingsFormValues>[] {
  const labels = Array.from({ length: itemCount }, (_, index) => `customItems.${index}.label` as const);
  return ['validDays', 'requiredKinds', 'customItems', ...labels];
}

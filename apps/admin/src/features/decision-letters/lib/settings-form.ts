import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DECISION_LETTER_MESSAGES, ZLetterSettings, type TLetterSettings } from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';

/**
 * The page's values: the contract's settings, except that the number field holds text (read into
 * the contract's whole number with its messages) and an empty signatory means none.
 */
const ZLetterSettingsForm = z.strictObject({
  letterDeadlineDays: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, DECISION_LETTER_MESSAGES.wholeNumber)
    .transform(Number)
    .pipe(ZLetterSettings.shape.letterDeadlineDays),
  hearingRightsNotice: ZLetterSettings.shape.hearingRightsNotice,
  letterSignatory: z
    .string()
    .pipe(ZLetterSettings.shape.letterSignatory.unwrap())
    .transform((value) => value || null),
});

export type TLetterSettingsFormValues = z.input<typeof ZLetterSettingsForm>;

export const letterSettingsResolver = zodResolver(ZLetterSettingsForm) as unknown as Resolver<
  TLetterSettingsFormValues,
  unknown,
  TLetterSettings
>;

export const LETTER_SETTINGS_FIELDS = [
  'letterDeadlineDays',
  'hearingRightsNotice',
  'letterSignatory',
] as const;

export function toFormValues(settings: TLetterSettings): TLetterSettingsFormValues {
  return {
    letterDeadlineDays: String(settings.letterDeadlineDays),
    hearingRightsNotice: settings.hearingRightsNotice,
    letterSignatory: settings.letterSignatory ?? '',
  };
}

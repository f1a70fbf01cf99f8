import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZFppeSettings, type TFppeSettings } from '@docapply/contracts';
import { wholeNumberText } from '@docapply/ui';

export type TChairValues = { department: string; email: string; name: string };
export type TFppeSettingsValues = { release: string; reminderDays: string; chairs: TChairValues[] };

const { shape } = ZFppeSettings;
const chair = shape.chairs.element.shape;

// The contract's checks on the inputs' text; a chair's name is sent only when typed.
export const settingsResolver = zodResolver(
  z.strictObject({
    release: shape.release,
    reminderDays: wholeNumberText(shape.reminderDays),
    chairs: z.array(
      z
        .strictObject({ department: chair.department, email: chair.email, name: z.string().trim().max(200) })
        .transform(({ name, ...row }) => (name ? { ...row, name } : row)),
    ),
  }),
) as unknown as Resolver<TFppeSettingsValues, unknown, TFppeSettings>;

export function toSettingsValues(settings: TFppeSettings): TFppeSettingsValues {
  return {
    release: settings.release,
    reminderDays: String(settings.reminderDays),
    chairs: settings.chairs.map((row) => ({
      department: row.department,
      email: row.email,
      name: row.name ?? '',
    })),
  };
}

/** The inputs a server's field message may name (`chairs.0.email`). */
export function settingsFieldNames(chairs: number) {
  return [
    'release',
    'reminderDays',
    ...Array.from({ length: chairs }, (_, index) =>
      (['department', 'email', 'name'] as const).map((key) => `chairs.${index}.${key}` as const),
    ).flat(),
  ] as const;
}

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { TFieldControlProps } from './field-types';
import { loadOnce } from '../routes/load-once';
import { getTextFieldProps } from './text-field-props';
import { TextBox } from './text-box';

type TDateField = ComponentType<TFieldControlProps>;

/**
 * Downloads the date picker once. It is most of the field code (MUI X and dayjs), and most
 * pages with fields have no date, so it comes with the first date field a page shows.
 */
const dateFieldCode = loadOnce<TDateField>(() => import('./date-field').then((module) => module.DateField));
export const preloadDateField = dateFieldCode.load;

function ignore() {}

/** The date field; until its picker has loaded, an inert input of the same size holds its place. */
export function LazyDateField(props: TFieldControlProps) {
  const [DateField, setDateField] = useState<TDateField | null>(dateFieldCode.loaded);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (DateField) {
      return undefined;
    }
    let isCurrent = true;
    // Started in a task of its own: the import adds the picker's files to the page's head, which
    // would otherwise lengthen the commit that first draws the form. The pickers then replace
    // their stand-ins in a transition, which React renders in slices, not one long task (issue 43).
    const start = setTimeout(() =>
      preloadDateField().then(
        (loaded) => isCurrent && startTransition(() => setDateField(() => loaded)),
        (error: unknown) => isCurrent && setFailure(() => error),
      ),
    );
    return () => {
      isCurrent = false;
      clearTimeout(start);
    };
  }, [DateField]);

  if (failure) {
    // As a lazy page does: a download that failed is an error of the page.
    throw failure;
  }
  if (DateField) {
    return <DateField {...props} />;
  }
  return (
    <TextBox
      {...getTextFieldProps(props.field, props.id, null)}
      disabled
      value=""
      onChange={ignore}
      aria-busy
    />
  );
}

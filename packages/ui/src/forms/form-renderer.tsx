import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { isGroup, isItemVisible, type TFormAnswers, type TGroupRow } from '@docapply/rules';
import { getRows, setAnswerAt } from './answer-paths';
import { FormFieldItem } from './form-field-item';
import { FormGroupItem } from './form-group-item';
import type { TFormRendererProps, TItemContext } from './form-renderer-types';

/**
 * Renders a form definition's sections with the one Field renderer: a responsive grid, repeatable
 * groups, items shown or hidden by their showWhen as answers change, and `file` fields through
 * the site's renderFile. A keystroke re-renders only the field typed in: items and rows are
 * memoised and every callback below is stable (they read the latest answers from a ref).
 */
export function FormRenderer({
  definition,
  sectionKey,
  answers,
  onChange,
  errors,
  touched = false,
  disabled = false,
  renderFile,
  termsUrl,
}: TFormRendererProps) {
  const latest = useRef({ answers, onChange });
  useLayoutEffect(() => {
    latest.current = { answers, onChange };
  });

  const commit = useCallback((next: TFormAnswers) => {
    // A second change before the next render (one event, two fields) builds on the first.
    latest.current.answers = next;
    latest.current.onChange(next);
  }, []);
  const onFieldChange = useCallback(
    (path: string, value: string) => commit(setAnswerAt(latest.current.answers, path, value)),
    [commit],
  );
  const onRowsChange = useCallback(
    (groupName: string, update: (rows: TGroupRow[]) => TGroupRow[]) => {
      const current = latest.current.answers;
      commit({ ...current, [groupName]: update(getRows(current[groupName])) });
    },
    [commit],
  );

  const allItems = useMemo(() => definition.sections.flatMap((section) => section.items), [definition]);
  const sections = sectionKey
    ? definition.sections.filter((section) => section.key === sectionKey)
    : definition.sections;
  const context: TItemContext = { touched, disabled, renderFile, termsUrl, onFieldChange };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {sections.map((section) => (
        <Box component="section" key={section.key} aria-label={section.title}>
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          {section.description ? (
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {section.description}
            </Typography>
          ) : null}
          <Grid container spacing={4}>
            {section.items.map((item) => {
              if (!isItemVisible(item, answers, allItems)) {
                return null;
              }
              const value = answers[item.name];
              return isGroup(item) ? (
                <FormGroupItem
                  key={item.name}
                  {...context}
                  group={item}
                  rows={getRows(value)}
                  errors={errors}
                  onRowsChange={onRowsChange}
                />
              ) : (
                <FormFieldItem
                  key={item.name}
                  {...context}
                  field={item}
                  path={item.name}
                  value={typeof value === 'string' ? value : ''}
                  error={errors?.[item.name]}
                />
              );
            })}
          </Grid>
        </Box>
      ))}
    </Box>
  );
}

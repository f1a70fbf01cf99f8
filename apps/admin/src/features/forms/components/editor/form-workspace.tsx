import { useId, useMemo, useState, type ReactNode } from 'react';
import { Box, Paper, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { TFormKind } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { useFocusOnChange } from '@docapply/ui';
import { ConfirmDialog } from '@docapply/ui';
import { collectIssues, type TIssues } from './issues';
import { Outline } from './outline/outline';
import { FormPreview } from './preview/form-preview';
import { PropertiesPanel } from './properties/properties-panel';
import type { TSelection } from './selection';
import { useWorkspaceEdits } from './use-workspace-edits';

export type TFormWorkspaceProps = {
  definition: TFormDefinition;
  /** Receives a new definition after every edit (the input is never changed). */
  onChange: (next: TFormDefinition) => void;
  kind: TFormKind;
  /** Problems by definition path, e.g. the server's refusal: `sections.0.items.3.options`. */
  issues: TIssues;
};

type TArea = 'structure' | 'field' | 'preview';
const AREAS: { value: TArea; tab: string; heading: string }[] = [
  { value: 'structure', tab: 'Structure', heading: 'Structure' },
  { value: 'field', tab: 'Field', heading: 'Properties' },
  { value: 'preview', tab: 'Preview', heading: 'Preview' },
];

function Area({ heading, headingId, children }: { heading: string; headingId: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 4, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 4 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The form editor's working area: the outline (sections and items, reordered by drag, keyboard
 * or Move buttons), the selected item's properties, and a live preview in the doctor's renderer.
 * Three areas side by side from md up; on a phone, tabs. Controlled: every edit is one onChange.
 */
export function FormWorkspace({ definition, onChange, kind, issues }: TFormWorkspaceProps) {
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [area, setArea] = useState<TArea>('structure');
  const [reveals, setReveals] = useState(0);
  const baseId = useId();
  const edits = useWorkspaceEdits({
    definition,
    onChange,
    setSelection,
    reveal: (next) => {
      setSelection(next);
      if (!isDesktop) {
        setArea('field');
        setReveals((count) => count + 1);
      }
    },
  });
  const shown = useMemo(() => collectIssues(definition, kind, issues), [definition, kind, issues]);
  // The outline and the properties see the same state and make the same edits.
  const shared = { definition, canEditSections: kind !== 'application', issues: shown, selection, edits };
  const structureRef = useFocusOnChange<HTMLDivElement>(edits.removals);
  const propertiesRef = useFocusOnChange<HTMLDivElement>(reveals);

  const content: Record<TArea, ReactNode> = {
    structure: (
      <div ref={structureRef}>
        <Area heading="Structure" headingId={`${baseId}-structure`}>
          <Outline {...shared} />
        </Area>
      </div>
    ),
    field: (
      <div ref={propertiesRef}>
        <Area heading="Properties" headingId={`${baseId}-field`}>
          <PropertiesPanel {...shared} />
        </Area>
      </div>
    ),
    preview: (
      <Area heading="Preview" headingId={`${baseId}-preview`}>
        <FormPreview definition={definition} />
      </Area>
    ),
  };

  const removal = edits.pendingRemoval;
  return (
    <>
      {isDesktop ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 6fr)',
            gap: 4,
            alignItems: 'start',
          }}
        >
          {content.structure}
          {content.field}
          {content.preview}
        </Box>
      ) : (
        <Box>
          <Tabs
            value={area}
            onChange={(_event, next: TArea) => setArea(next)}
            variant="fullWidth"
            sx={{ mb: 4 }}
          >
            {AREAS.map(({ value, tab }) => (
              <Tab
                key={value}
                value={value}
                label={tab}
                id={`${baseId}-tab-${value}`}
                aria-controls={`${baseId}-panel-${value}`}
              />
            ))}
          </Tabs>
          {AREAS.map(({ value }) => (
            // Every panel stays mounted (hidden), so the preview's answers survive a tab change.
            <div
              key={value}
              role="tabpanel"
              id={`${baseId}-panel-${value}`}
              aria-labelledby={`${baseId}-tab-${value}`}
              hidden={area !== value}
            >
              {content[value]}
            </div>
          ))}
        </Box>
      )}
      {removal ? (
        <ConfirmDialog
          title={
            removal.kind === 'section' ? `Remove section "${removal.label}"?` : `Remove "${removal.label}"?`
          }
          confirmLabel="Remove"
          confirmColor="error"
          onClose={edits.cancelRemoval}
          onConfirm={edits.confirmRemoval}
        >
          {removal.kind === 'section'
            ? 'The section and every field in it leave this draft. Published versions keep them.'
            : 'It leaves this draft, with any conditions that depend on it marked. Published versions keep it.'}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

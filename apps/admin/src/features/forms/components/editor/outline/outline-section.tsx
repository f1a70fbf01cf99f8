import { Box } from '@mui/material';
import type { TFormSection } from '@docapply/rules';
import { isUnder, type TIssues } from '../issues';
import { ItemActions } from './item-actions';
import { SelectButton } from './select-button';
import { SortableRow } from '@/components/sortable-row';

export function sectionLabel(section: TFormSection): string {
  return `Section ${section.key}: ${section.title.trim() === '' ? '(no title)' : section.title}`;
}

type TOutlineSectionProps = {
  id: string;
  section: TFormSection;
  index: number;
  count: number;
  /** False for the application: its sections A to D stay as they are. */
  canEditSections: boolean;
  isSelected: boolean;
  issues: TIssues;
  onSelect: () => void;
  /** Its drag handle was pressed: selected, without leaving the outline. */
  onGrab: () => void;
  onStep: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** A section's header in the outline: select it to edit its title; drag, move or remove it where allowed. */
export function OutlineSection(props: TOutlineSectionProps) {
  const {
    id,
    section,
    index,
    count,
    canEditSections,
    isSelected,
    issues,
    onSelect,
    onGrab,
    onStep,
    onRemove,
  } = props;
  const own = `sections.${index}`;
  const hasIssue = ['title', 'key', 'description'].some((prop) =>
    Object.keys(issues).some((path) => isUnder(path, `${own}.${prop}`)),
  );
  const label = sectionLabel(section);
  return (
    <SortableRow
      id={id}
      kind="section"
      handleLabel={canEditSections ? `Drag ${label}` : undefined}
      onGrab={onGrab}
      sx={{ mt: index === 0 ? 0 : 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, bgcolor: 'grey.100', borderRadius: 1 }}>
        <SelectButton
          label={label}
          detail={`${section.items.length} ${section.items.length === 1 ? 'item' : 'items'}`}
          isSelected={isSelected}
          hasIssue={hasIssue}
          onSelect={onSelect}
        />
        {canEditSections ? (
          <ItemActions
            label={label}
            position={String(index)}
            canMoveUp={index > 0}
            canMoveDown={index < count - 1}
            onMove={onStep}
            onRemove={count > 1 ? onRemove : undefined}
          />
        ) : null}
      </Box>
    </SortableRow>
  );
}

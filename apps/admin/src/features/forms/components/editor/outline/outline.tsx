import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import { isGroup, type TFormDefinition } from '@docapply/rules';
import { unplacedIssues, type TIssues } from '../issues';
import { isSelected, type TSelection } from '../selection';
import type { TWorkspaceEdits } from '../use-workspace-edits';
import { AddItemMenu } from './add-item-menu';
import { OutlineItem } from './outline-item';
import { itemLabel } from './outline-labels';
import { dropTarget, outlineEntries, sectionDropTarget } from './outline-order';
import { OutlineSection, sectionLabel } from './outline-section';
import { SortableArea } from '@/components/sortable-area';

type TOutlineProps = {
  definition: TFormDefinition;
  /** False for the application, whose sections A to D are fixed. */
  canEditSections: boolean;
  issues: TIssues;
  selection: TSelection | null;
  edits: TWorkspaceEdits;
};

/**
 * The form's structure: each section's header, its items (a group's fields nested), and the
 * buttons to add. Everything is one flat list, so an item moved to another section keeps its
 * row (and the focus) and one keyboard drag crosses section borders.
 */
export function Outline({ definition, canEditSections, issues, selection, edits }: TOutlineProps) {
  const entries = outlineEntries(definition);
  const { sections } = definition;
  const unplaced = unplacedIssues(issues);

  const describe = (id: string) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry?.kind === 'section') {
      return sectionLabel(sections[entry.section]);
    }
    if (entry?.kind !== 'item') {
      return 'item';
    }
    const item = sections[entry.at.section].items[entry.at.item];
    return `${isGroup(item) ? 'group' : 'field'} ${itemLabel(item)}`;
  };
  const describeTarget = (activeId: string, overId: string) => {
    const sectionTarget = sectionDropTarget(entries, activeId, overId);
    if (sectionTarget !== null) {
      return `position ${sectionTarget + 1} of ${sections.length} sections`;
    }
    const target = dropTarget(entries, activeId, overId);
    const section = target ? sections[target.section] : undefined;
    return target && section ? `position ${target.index + 1} in ${sectionLabel(section)}` : 'its place';
  };

  const rows: ReactElement[] = [];
  for (const entry of entries) {
    if (entry.kind === 'section') {
      const s = entry.section;
      rows.push(
        <OutlineSection
          key={entry.id}
          id={entry.id}
          section={sections[s]}
          index={s}
          count={sections.length}
          canEditSections={canEditSections}
          isSelected={isSelected(selection, { section: s })}
          issues={issues}
          onSelect={() => edits.onSelect({ section: s })}
          onGrab={() => edits.onGrab({ section: s })}
          onStep={(step) => edits.onStepSection(s, step)}
          onRemove={() => edits.onRemoveSection(s)}
        />,
      );
    } else {
      const { at } = entry;
      const isLastSection = at.section === sections.length - 1;
      const isLastItem = at.item === sections[at.section].items.length - 1;
      rows.push(
        <OutlineItem
          key={entry.id}
          id={entry.id}
          item={sections[at.section].items[at.item]}
          at={at}
          canMoveUp={at.section > 0 || at.item > 0}
          canMoveDown={!isLastSection || !isLastItem}
          issues={issues}
          selection={selection}
          handlers={edits}
        />,
      );
    }
    const section = entry.kind === 'section' ? entry.section : entry.at.section;
    const isSectionEnd =
      entry.kind === 'section'
        ? sections[section].items.length === 0
        : entry.at.item === sections[section].items.length - 1;
    if (isSectionEnd) {
      rows.push(
        <Box component="li" key={`add:${section}`} sx={{ listStyle: 'none', pl: 9, pt: 1 }}>
          <AddItemMenu
            label={`Add field to section ${sections[section].key}`}
            onAddField={(type) => edits.onAddItem(section, type)}
            onAddGroup={() => edits.onAddGroup(section)}
          />
        </Box>,
      );
    }
  }

  return (
    <Box>
      {unplaced.length > 0 ? (
        <Alert severity="error" sx={{ mb: 4 }}>
          {unplaced.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <SortableArea
        ids={entries.map((entry) => entry.id)}
        describe={describe}
        describeTarget={describeTarget}
        onMove={edits.onDrop}
      >
        <Box component="ul" aria-label="Sections and fields" sx={{ m: 0, p: 0 }}>
          {rows}
        </Box>
      </SortableArea>
      {canEditSections ? (
        <Button startIcon={<AddIcon />} onClick={edits.onAddSection} sx={{ mt: 4 }}>
          Add section
        </Button>
      ) : null}
    </Box>
  );
}

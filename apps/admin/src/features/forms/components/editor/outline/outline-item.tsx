import { Box } from '@mui/material';
import { isGroup, type TFormItem } from '@docapply/rules';
import { hasIssueUnder, type TIssues } from '../issues';
import { isSelected, type TOutlineHandlers, type TSelection } from '../selection';
import { itemPath, type TItemAt } from '../tree';
import { GroupFields } from './group-fields';
import { ItemActions } from './item-actions';
import { describeItem, itemLabel } from './outline-labels';
import { SelectButton } from './select-button';
import { SortableRow } from '@/components/sortable-row';

type TOutlineItemProps = {
  id: string;
  item: TFormItem;
  at: TItemAt;
  canMoveUp: boolean;
  canMoveDown: boolean;
  issues: TIssues;
  selection: TSelection | null;
  handlers: TOutlineHandlers;
};

/** One field or group of a section: handle, the entry to select, Move up/down, More; a group's fields below. */
export function OutlineItem({
  id,
  item,
  at,
  canMoveUp,
  canMoveDown,
  issues,
  selection,
  handlers,
}: TOutlineItemProps) {
  const label = itemLabel(item);
  const path = itemPath(at);
  // A group is marked for its own problems; its fields carry their own marks.
  const hasIssue = isGroup(item)
    ? Object.keys(issues).some(
        (key) => key === path || (key.startsWith(`${path}.`) && !key.startsWith(`${path}.fields.`)),
      )
    : hasIssueUnder(issues, path);
  return (
    <SortableRow
      id={id}
      handleLabel={`Drag ${label}`}
      onGrab={() => handlers.onGrab({ section: at.section, item: at.item })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <SelectButton
          label={item.label}
          detail={describeItem(item)}
          isSelected={isSelected(selection, { section: at.section, item: at.item })}
          hasIssue={hasIssue}
          onSelect={() => handlers.onSelect({ section: at.section, item: at.item })}
        />
        <ItemActions
          label={label}
          position={`${at.section}.${at.item}`}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onMove={(step) => handlers.onStep(at, step)}
          onDuplicate={() => handlers.onDuplicate(at)}
          onRemove={() => handlers.onRemove(at)}
        />
      </Box>
      {isGroup(item) ? (
        <GroupFields group={item} at={at} issues={issues} selection={selection} handlers={handlers} />
      ) : null}
    </SortableRow>
  );
}

import { Box } from '@mui/material';
import type { TFormGroup } from '@docapply/rules';
import { hasIssueUnder, type TIssues } from '../issues';
import { isSelected, type TOutlineHandlers, type TSelection } from '../selection';
import { itemPath, type TItemAt } from '../tree';
import { AddItemMenu } from './add-item-menu';
import { ItemActions } from './item-actions';
import { describeField, itemLabel } from './outline-labels';
import { sortableIds } from './outline-order';
import { SelectButton } from './select-button';
import { SortableArea } from '@/components/sortable-area';
import { SortableRow } from '@/components/sortable-row';

type TGroupFieldsProps = {
  group: TFormGroup;
  at: TItemAt;
  issues: TIssues;
  selection: TSelection | null;
  handlers: TOutlineHandlers;
};

/** A group's fields, nested under it: sortable among themselves only (a group's row is their scope). */
export function GroupFields({ group, at, issues, selection, handlers }: TGroupFieldsProps) {
  const ids = sortableIds(
    'field',
    group.fields.map((field) => field.name),
  );
  const count = group.fields.length;
  const describe = (id: string) => {
    const field = group.fields[ids.indexOf(id)];
    return field ? `field ${itemLabel(field)} of ${itemLabel(group)}` : 'field';
  };
  const describeTarget = (_activeId: string, overId: string) =>
    `position ${ids.indexOf(overId) + 1} of ${count} in ${itemLabel(group)}`;
  return (
    <Box sx={{ pl: 6, pt: 1 }}>
      <SortableArea
        ids={ids}
        describe={describe}
        describeTarget={describeTarget}
        onMove={(activeId, overId) => handlers.onMoveInGroup(at, ids.indexOf(activeId), ids.indexOf(overId))}
      >
        <Box component="ul" aria-label={`Fields of ${itemLabel(group)}`} sx={{ m: 0, p: 0 }}>
          {group.fields.map((field, index) => {
            const fieldAt = { ...at, field: index };
            const label = itemLabel(field);
            return (
              <SortableRow
                key={ids[index]}
                id={ids[index]}
                handleLabel={`Drag ${label}`}
                onGrab={() => handlers.onGrab(fieldAt)}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <SelectButton
                    label={field.label}
                    detail={describeField(field)}
                    isSelected={isSelected(selection, fieldAt)}
                    hasIssue={hasIssueUnder(issues, itemPath(fieldAt))}
                    onSelect={() => handlers.onSelect(fieldAt)}
                  />
                  <ItemActions
                    label={label}
                    position={String(index)}
                    canMoveUp={index > 0}
                    canMoveDown={index < count - 1}
                    onMove={(step) => handlers.onStep(fieldAt, step)}
                    onDuplicate={() => handlers.onDuplicate(fieldAt)}
                    onRemove={() => handlers.onRemove(fieldAt)}
                  />
                </Box>
              </SortableRow>
            );
          })}
        </Box>
      </SortableArea>
      <AddItemMenu
        label={`Add field to ${itemLabel(group)}`}
        onAddField={(type) => handlers.onAddToGroup(at, type)}
      />
    </Box>
  );
}

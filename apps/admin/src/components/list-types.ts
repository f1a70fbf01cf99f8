import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { LIST_ITEM_ATTRIBUTE } from '@/hooks/use-focus-across-layouts';

export type TListColumn<T> = {
  /** The column's heading in the table, the value's label on a card. */
  header: string;
  render: (item: T) => ReactNode;
  align?: 'right';
  /** The table cell's style, e.g. a maximum width for long text. */
  cellSx?: SxProps<Theme>;
};

/** A record the lists show; its id keys the row or card. */
export type TListItem = { id: string };

export type TResponsiveListProps<T extends TListItem> = {
  /** The accessible name of the table, and of the list of cards. */
  label: string;
  items: T[];
  /** What names an item: the row's header cell, the card's title. */
  title: TListColumn<T>;
  columns: TListColumn<T>[];
  /** The item's buttons: the table's last column, the foot of a card. */
  actions?: (item: T) => ReactNode;
  /** A pointer's shortcut; the title must hold a control doing the same for the keyboard. */
  onItemClick?: (item: T) => void;
};

/** The attributes of an item's row or card alike: its mark for keeping focus, and the pointer's shortcut. */
export function getItemProps<T extends TListItem>(list: TResponsiveListProps<T>, item: T) {
  const { onItemClick } = list;
  return {
    [LIST_ITEM_ATTRIBUTE]: item.id,
    onClick: onItemClick ? () => onItemClick(item) : undefined,
  };
}

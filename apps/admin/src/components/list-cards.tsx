import { Fragment } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { getItemProps, type TListItem, type TResponsiveListProps } from './list-types';

/**
 * A narrow screen's list: one card per item, its title, then each column as a label and its value
 * (a definition list, so a value keeps its heading for a screen reader too), then its buttons.
 */
export function ListCards<T extends TListItem>(list: TResponsiveListProps<T>) {
  return (
    <Stack component="ul" aria-label={list.label} spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {list.items.map((item) => (
        <Box component="li" key={item.id}>
          <Card
            variant="outlined"
            {...getItemProps(list, item)}
            sx={{ borderRadius: 3, cursor: list.onItemClick ? 'pointer' : undefined }}
          >
            <CardContent sx={{ p: 5, '&:last-child': { pb: 5 } }}>
              <Box sx={{ overflowWrap: 'anywhere' }}>{list.title.render(item)}</Box>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  // Labels as wide as the longest; values take the rest and wrap inside it.
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 4,
                  rowGap: 2,
                  alignItems: 'center',
                  typography: 'body2',
                  m: 0,
                  mt: 3,
                }}
              >
                {list.columns.map((column) => (
                  <Fragment key={column.header}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {column.header}
                    </Box>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {column.render(item)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
              {list.actions ? (
                // Pulled left by a text button's padding, so its label lines up with the text above.
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 3, ml: -1.25 }}>
                  {list.actions(item)}
                </Stack>
              ) : null}
            </CardContent>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

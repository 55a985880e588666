import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactElement } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { NoRecords } from './NoRecords';

export interface CardField {
  source: string;
  label: string;
  element: ReactElement;
}

/**
 * A list on a phone: one card per record, the first field as its title and the others as labelled lines below. A card
 * is a link only when the record has a form to open.
 */
export function ResourceCardList({
  fields,
  label,
  pathOf,
}: {
  fields: readonly CardField[];
  label: string;
  pathOf?: (id: string | number) => string;
}) {
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data || data.length === 0) return <NoRecords />;
  const [title, ...details] = fields;
  return (
    <List disablePadding aria-label={label}>
      {data.map((record) => {
        const content = (
          <RecordContextProvider value={record}>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              {title ? (
                <Box sx={{ '& > *': { fontWeight: 600, fontSize: '1rem' }, overflowWrap: 'anywhere' }}>
                  {title.element}
                </Box>
              ) : null}
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}
              >
                {details.map((field) => (
                  <Fragment key={field.source}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {field.label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {field.element}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            </Box>
          </RecordContextProvider>
        );
        return (
          <ListItem key={record.id} disablePadding divider>
            {pathOf ? (
              <ListItemButton component={RouterLink} to={pathOf(record.id)}>
                {content}
              </ListItemButton>
            ) : (
              <Box sx={{ px: 2, py: 1, width: '100%' }}>{content}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

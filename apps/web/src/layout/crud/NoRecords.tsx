import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin';

/**
 * A list with no record to show, as a table or as cards: it names the records, and offers Clear filters when filters
 * hide them all. react-admin's own turns that button into an icon without one on a phone, an empty button.
 */
export function NoRecords() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { resource, filterValues, setFilters } = useListContext();
  const name = getResourceLabel(resource, 0);
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}{' '}
        {filtered ? (
          <Button size="small" onClick={() => setFilters({}, [])}>
            {translate('ra.navigation.clear_filters')}
          </Button>
        ) : null}
      </Typography>
    </CardContent>
  );
}

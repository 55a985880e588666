import TablePagination from '@mui/material/TablePagination';

export interface ListPagesProps {
  /** How many rows the whole list has, as the server counts them. */
  count: number;
  /** The page shown, from 1. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Shown also when one page holds every row (a table whose pager always stands under it). */
  alwaysShown?: boolean;
  /** The pager's name, where the page holds more than one list. */
  label?: string;
}

/** The page links under a `PagedTable`: MUI's pager, without a choice of page size. */
export function ListPages({ count, page, perPage, onPage, alwaysShown = false, label }: ListPagesProps) {
  if (!alwaysShown && count <= perPage) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next + 1)}
      aria-label={label}
    />
  );
}

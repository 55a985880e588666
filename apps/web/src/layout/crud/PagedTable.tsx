import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';
import { ListPages, type ListPagesProps } from './ListPages';

export interface PagedTableColumn<Row> {
  key: string;
  /** The heading's words, or its control (a sort label). */
  heading: ReactNode;
  align?: 'right';
  /** The heading cell's style (a heading that may wrap over figures that do not). */
  headingSx?: SxProps<Theme>;
  sortDirection?: TableCellProps['sortDirection'];
  /** The column's cells' style (figures right-aligned, a column only wide screens show). */
  sx?: SxProps<Theme>;
  testId?: string;
  render(row: Row): ReactNode;
}

interface PagedTableProps<Row> {
  /** The table's name, and its scrolling region's. */
  label: string;
  columns: PagedTableColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): Key;
  /** A row's own behaviour: tinted under the pointer, opened on a click. */
  rowProps?(row: Row): TableRowProps;
  /** Shown as the table's one row when the page has none. */
  empty?: ReactNode;
  sx?: SxProps<Theme>;
  pages: ListPagesProps;
}

/**
 * The rows the server answers a page at a time where the shared list does not fit (a list over an action endpoint, or
 * rows with controls in each): a table in its own scrolling region, the page links under it.
 */
export function PagedTable<Row>({ label, columns, rows, rowKey, rowProps, empty, sx, pages }: PagedTableProps<Row>) {
  return (
    <>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={sx}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.headingSx}
                  sortDirection={column.sortDirection}
                >
                  {column.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.sx} data-testid={column.testId}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {empty && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
      <ListPages {...pages} />
    </>
  );
}

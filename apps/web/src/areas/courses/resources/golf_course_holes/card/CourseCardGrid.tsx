import { Role } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../../../../layout/ErrorAlert';
import { PageHeading } from '../../../../../layout/crud/PageHeading';
import { Spinner } from '../../../../../layout/Spinner';
import { fetchCourseCard, saveCourseCard, type CourseCard } from '../../../providers/courseCard';
import { HttpError } from '../../../../../providers/httpClient';
import { roleIdsOf, useCurrentUser } from '../../../../../providers/queries';
import { useSession } from '../../../../../providers/session';
import {
  cardInputOf,
  cardProblems,
  cardSums,
  cellKey,
  changedCells,
  columnsOf,
  draftOf,
  moveFrom,
  pasteInto,
  serverProblems,
  type CardColumn,
  type CardDraft,
  type CardMessage,
  type CardProblems,
  type CellPosition,
} from './courseCardDraft';

const noProblems = (): CardProblems => ({ cells: new Map(), card: [] });

/** The card's words for a message, an i18n key's (whose `words` argument is itself a key) or the server's own. */
function useMessageText() {
  const translate = useTranslate();
  return (message: CardMessage) => {
    if ('text' in message) return message.text;
    const args = { ...message.args };
    if (typeof args.words === 'string') {
      const words = translate(args.words);
      args.words = message.key.endsWith('_missing') ? words.toLowerCase() : words;
    }
    return translate(message.key, args);
  };
}

/** "Hole 4 par", "Hole 4 Blue distance": a cell's label, read by screen readers and used in the problem list. */
function useCellLabel() {
  const translate = useTranslate();
  return (hole: number, column: CardColumn) =>
    translate(`fairway.card.cell.${column.field}`, {
      hole,
      teeSet: column.field === 'distance' ? column.teeSetName : '',
    });
}

const stickyHole = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

const CELL_WIDTH = '4.75rem';

function ColumnHeading({ column, unit }: { column: CardColumn; unit: string }) {
  const translate = useTranslate();
  if (column.field !== 'distance') {
    return <>{translate(`resources.golf_course_holes.fields.${column.field}`)}</>;
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: column.teeSetColour,
          border: 1,
          borderColor: 'text.secondary',
          flexShrink: 0,
        }}
      />
      {translate('fairway.card.distance_heading', { teeSet: column.teeSetName, unit })}
    </Box>
  );
}

interface CellProps {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  problemId: string;
  changed: boolean;
  placeholder?: string;
  inputRef: (input: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

function cellSx(theme: Theme, problem: boolean, changed: boolean) {
  return {
    p: 0.25,
    bgcolor: problem
      ? alpha(theme.palette.error.main, 0.14)
      : changed
        ? alpha(theme.palette.warning.main, 0.16)
        : undefined,
    '& .MuiInputBase-root': {
      width: CELL_WIDTH,
      border: 1,
      borderRadius: 1,
      borderColor: problem ? 'error.main' : 'divider',
      borderWidth: problem ? 2 : 1,
    },
    '& .MuiInputBase-root.Mui-focused': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
  };
}

/** One input of the grid: its value selected on focus, so that typing replaces it as in a spreadsheet. */
function GridCell(props: CellProps) {
  const { id, label, value, problem, problemId, changed, placeholder, inputRef, onChange, onKeyDown, onPaste } = props;
  return (
    <TableCell align="right" sx={(theme) => cellSx(theme, problem !== undefined, changed)}>
      <InputBase
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        inputProps={{
          id,
          'aria-label': label,
          'aria-invalid': problem !== undefined,
          'aria-describedby': problem !== undefined ? problemId : undefined,
          inputMode: 'numeric',
          autoComplete: 'off',
          title: problem,
          onKeyDown,
          onPaste,
          onFocus: (event) => event.currentTarget.select(),
          style: { textAlign: 'right', padding: '6px 8px' },
        }}
      />
    </TableCell>
  );
}

interface CardEditorProps {
  card: CourseCard;
  canEdit: boolean;
}

/**
 * The whole card in one table: a row per hole and the Out, In and Total sums, a column per figure and per tee set's
 * distance. Admins type into it like a spreadsheet; others read it.
 */
function CourseCardEditor({ card, canEdit }: CardEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { active_golf_course_id } = useSession();
  const messageText = useMessageText();
  const cellLabel = useCellLabel();
  const columns = useMemo(() => columnsOf(card), [card]);
  const [saved, setSaved] = useState<CardDraft>(() => draftOf(card));
  const [draft, setDraft] = useState<CardDraft>(saved);
  const [refusal, setRefusal] = useState<CardProblems>(noProblems);
  const [alert, setAlert] = useState<ReactNode>(null);
  const [triedToSave, setTriedToSave] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const alertBox = useRef<HTMLDivElement>(null);
  const unit = translate(`fairway.card.unit.${card.distance_unit}`);

  const live = useMemo(() => cardProblems(draft, columns), [draft, columns]);
  const changed = useMemo(() => changedCells(draft, saved), [draft, saved]);
  const sums = useMemo(() => cardSums(draft, columns), [draft, columns]);
  const size = { rows: draft.numbers.length, columns: columns.length };

  /** A cell's problem: the server's refusal until the cell changes, else what the rule finds ("Required" once due). */
  const problemOf = (row: number, column: number): string | undefined => {
    const key = cellKey(row, column);
    const refused = refusal.cells.get(key);
    if (refused) return messageText(refused);
    const found = live.cells.get(key);
    if (!found) return undefined;
    const isRequired = 'key' in found && found.key === 'ra.validation.required';
    return !isRequired || triedToSave || changed.has(key) ? messageText(found) : undefined;
  };
  const shownProblems = draft.numbers.flatMap((hole, row) =>
    columns.flatMap((column, index) => {
      const message = problemOf(row, index);
      return message ? [{ row, column: index, label: cellLabel(hole, column), message }] : [];
    }),
  );
  const cardMessages = [...refusal.card, ...live.card].map(messageText);

  useEffect(() => {
    if (alert) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);

  const focusCell = ({ row, column }: CellPosition) => {
    const input = inputs.current.get(cellKey(row, column));
    input?.focus();
    input?.select();
  };

  /** A new draft; the server's refusal of a cell goes once the cell changes. */
  const change = (next: CardDraft) => {
    const touched = changedCells(next, draft);
    if ([...touched].some((key) => refusal.cells.has(key))) {
      setRefusal({ ...refusal, cells: new Map([...refusal.cells].filter(([key]) => !touched.has(key))) });
    }
    setDraft(next);
  };
  const changeCell = (row: number, column: number, value: string) =>
    change({
      ...draft,
      cells: draft.cells.map((cells, index) =>
        index === row ? cells.map((cell, at) => (at === column ? value : cell)) : cells,
      ),
    });

  const save = useMutation({
    mutationFn: saveCourseCard,
    onSuccess: (answer) => {
      const next = draftOf(answer);
      queryClient.setQueryData(['courseCard', active_golf_course_id], answer);
      setSaved(next);
      setDraft(next);
      setRefusal(noProblems());
      setAlert(null);
      setTriedToSave(false);
      notify('fairway.card.saved', { type: 'success' });
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400) {
        const refused = serverProblems(error.body, columns);
        setRefusal(refused);
        const lines = [
          ...refused.card.map(messageText),
          ...[...refused.cells].map(([key, message]) => {
            const [row, column] = key.split(':').map(Number) as [number, number];
            return translate('fairway.card.problems.cell', {
              cell: cellLabel(draft.numbers[row]!, columns[column]!),
              message: messageText(message),
            });
          }),
        ];
        setAlert(
          <>
            {translate(refused.cells.size > 0 ? 'fairway.card.not_saved_cells' : 'fairway.card.not_saved')}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </>,
        );
      } else {
        setAlert(error instanceof HttpError ? error.message : translate('fairway.form.unreachable'));
      }
    },
  });

  const onSave = () => {
    setTriedToSave(true);
    if (live.cells.size > 0 || live.card.length > 0) {
      setAlert(translate('fairway.card.correct_first'));
      const first = [...live.cells.keys()][0];
      if (first) {
        const [row, column] = first.split(':').map(Number) as [number, number];
        focusCell({ row, column });
      }
      return;
    }
    setAlert(null);
    save.mutate(cardInputOf(draft, columns));
  };

  const onUndo = () => {
    setDraft(saved);
    setRefusal(noProblems());
    setAlert(null);
    setTriedToSave(false);
  };

  const onKeyDown = (at: CellPosition) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = moveFrom(at, event.key, event.shiftKey, size);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const onPaste = (at: CellPosition) => (event: ClipboardEvent<HTMLInputElement>) => {
    const next = pasteInto(draft, at, event.clipboardData.getData('text/plain'));
    if (!next) return;
    event.preventDefault();
    change(next);
  };

  const dirty = changed.size > 0;
  const sumsAfter = (row: number) => sums.filter((sum) => sum.afterRow === row);

  const cellsOf = (row: number, hole: number) =>
    columns.map((column, index) => {
      const key = cellKey(row, index);
      const problem = problemOf(row, index);
      if (!canEdit) {
        return (
          <TableCell key={key} align="right">
            {draft.cells[row]![index]}
          </TableCell>
        );
      }
      return (
        <GridCell
          key={key}
          id={`card-cell-${row}-${index}`}
          label={cellLabel(hole, column)}
          value={draft.cells[row]![index]!}
          problem={problem}
          problemId={`card-problem-${key.replace(':', '-')}`}
          changed={changed.has(key)}
          placeholder={column.field === 'stroke_index_ladies' ? draft.cells[row]![1] : undefined}
          inputRef={(input) => {
            if (input) inputs.current.set(key, input);
            else inputs.current.delete(key);
          }}
          onChange={(value) => changeCell(row, index, value)}
          onKeyDown={onKeyDown({ row, column: index })}
          onPaste={onPaste({ row, column: index })}
        />
      );
    });

  return (
    <Box>
      <PageHeading
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {canEdit ? (
              <>
                <Button component={RouterLink} to="/golf_course_hole">
                  {translate('fairway.card.holes_link')}
                </Button>
                {dirty ? <Chip color="warning" label={translate('fairway.card.unsaved')} /> : null}
                <Button onClick={onUndo} disabled={!dirty || save.isPending}>
                  {translate('fairway.card.undo')}
                </Button>
                <Button variant="contained" onClick={onSave} loading={save.isPending}>
                  {translate('ra.action.save')}
                </Button>
              </>
            ) : null}
          </Box>
        }
      >
        {translate('fairway.card.title')}
      </PageHeading>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 880 }}>
        {canEdit
          ? `${translate('fairway.card.help')} ${translate('fairway.card.ladies_help')}`
          : translate('fairway.card.read_only')}
      </Typography>
      {alert ? (
        <Box ref={alertBox} sx={{ mb: 2, maxWidth: 880 }}>
          <ErrorAlert>{alert}</ErrorAlert>
        </Box>
      ) : null}
      {shownProblems.length > 0 || cardMessages.length > 0 ? (
        <Paper variant="outlined" sx={{ mb: 2, p: 1.5, maxWidth: 880, borderColor: 'error.main' }}>
          <Typography variant="subtitle2" component="h2">
            {translate('fairway.card.problems.heading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {cardMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {shownProblems.map(({ row, column, label, message }) => (
              <li key={cellKey(row, column)} id={`card-problem-${row}-${column}`}>
                <Box
                  component="a"
                  href={`#card-cell-${row}-${column}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusCell({ row, column });
                  }}
                  sx={{ color: 'inherit' }}
                >
                  {translate('fairway.card.problems.cell', { cell: label, message })}
                </Box>
              </li>
            ))}
          </Box>
        </Paper>
      ) : null}
      <TableContainer component={Paper} sx={{ width: 'fit-content', maxWidth: '100%' }}>
        <Table
          size="small"
          aria-label={translate('fairway.card.title')}
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ ...stickyHole, zIndex: 2 }}>
                {translate('fairway.card.hole')}
              </TableCell>
              {columns.map((column, index) => (
                <TableCell key={index} component="th" scope="col" align="right">
                  <ColumnHeading column={column} unit={unit} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.numbers.map((hole, row) => {
              return (
                <Fragment key={hole}>
                  <TableRow hover>
                    <TableCell component="th" scope="row" sx={stickyHole}>
                      {hole}
                    </TableCell>
                    {cellsOf(row, hole)}
                  </TableRow>
                  {sumsAfter(row).map((sum) => (
                    <TableRow
                      key={sum.name}
                      sx={{
                        '& td, & th': { fontWeight: 'bold', bgcolor: 'action.hover' },
                        '& th': { bgcolor: 'background.paper' },
                      }}
                    >
                      <TableCell component="th" scope="row" sx={stickyHole}>
                        {translate(`fairway.card.sums.${sum.name}`)}
                      </TableCell>
                      {sum.values.map((value, index) => (
                        <TableCell key={index} align="right" sx={{ px: 1.5 }}>
                          {value ?? ''}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** `/golf_course_hole/card`: the active course's whole card, read and saved at once. */
export function CourseCardGrid() {
  const translate = useTranslate();
  const { active_golf_course_id } = useSession();
  const card = useQuery({ queryKey: ['courseCard', active_golf_course_id], queryFn: fetchCourseCard });
  const user = useCurrentUser();
  if (card.isPending || user.isPending) return <Spinner />;
  if (card.isError) {
    return (
      <ErrorAlert>
        {card.error instanceof HttpError ? card.error.message : translate('fairway.form.unreachable')}
      </ErrorAlert>
    );
  }
  const roles = roleIdsOf(user.data);
  const canEdit = roles.includes(Role.admin) || roles.includes(Role.superAdmin);
  return <CourseCardEditor card={card.data} canEdit={canEdit} />;
}

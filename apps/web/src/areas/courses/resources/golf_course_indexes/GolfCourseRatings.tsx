import { golfCourseIndexInput, ratingGenders, Role, type golfCourseIndexRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import { useState } from 'react';
import { SelectInput, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useClubDates } from '../../../../layout/club/clubDates';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordNumberInput } from '../../../../layout/crud/RecordInputs';
import { serverErrorMessage } from '../../../../layout/crud/serverErrorMessage';
import { useThing } from '../../../../layout/crud/useThing';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';

type Rating = z.output<typeof golfCourseIndexRecord>;
interface TeeSet {
  id: number;
  name: string;
  colour: string;
}

const RESOURCE = 'golf_course_indexes';
const schema = golfCourseIndexInput;
const genderChoices = ratingGenders.map((gender) => ({
  id: gender,
  name: `fairway.courses.tee_set_genders.${gender}`,
}));

function Swatch({ colour }: { colour: string | undefined }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-block',
        verticalAlign: 'middle',
        width: 16,
        height: 16,
        mr: 1,
        borderRadius: '50%',
        bgcolor: colour ?? 'transparent',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

const tenths = (value: number | null) => (value === null ? '' : value.toFixed(1));
const nine = (rating: number | null, slope: number | null) =>
  rating === null && slope === null ? '' : `${tenths(rating)} / ${slope ?? ''}`;

interface RatingDialogProps {
  golfCourseId: number;
  rating: Rating | null;
  teeSets: TeeSet[];
  onClose(): void;
  onSaved(): void;
}

/** Add or change one rating: the contract's schema checks it; the server's refusals show under fields or above them. */
function RatingDialog({ golfCourseId, rating, teeSets, onClose, onSaved }: RatingDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const thing = useThing(RESOURCE);
  const club = useClubDates();
  const teeSetChoices = teeSets.map((teeSet) => ({ id: teeSet.id, name: teeSet.name }));
  const meta = { golfCourseId };

  const save = async (values: Record<string, unknown>) => {
    if (rating) await dataProvider.update(RESOURCE, { id: rating.id, data: values, previousData: rating, meta });
    else await dataProvider.create(RESOURCE, { data: values, meta });
  };

  return (
    <RecordDialog
      title={translate(rating ? 'fairway.form.edit' : 'fairway.form.add', {
        thing,
        name: rating?.hole_category_name ?? '',
      })}
      schema={schema}
      resource={RESOURCE}
      record={rating ?? { gender: 'M', effective_from: clubToday(club) }}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      <SelectInput source="hole_category_id" choices={teeSetChoices} isRequired />
      <SelectInput source="gender" choices={genderChoices} isRequired />
      <RecordNumberInput source="course_rating" step={0.1} />
      <RecordNumberInput source="slope_rating" />
      <RecordNumberInput source="par" />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <RecordNumberInput source="front_course_rating" step={0.1} />
        <RecordNumberInput source="front_slope_rating" />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <RecordNumberInput source="back_course_rating" step={0.1} />
        <RecordNumberInput source="back_slope_rating" />
      </Box>
      <ClubDateInput source="effective_from" isRequired />
    </RecordDialog>
  );
}

/**
 * The course's ratings (golf_course_indexes: WHS course and slope rating of each tee set and gender), asked for the
 * course shown, which for a super admin need not be the active one: every request names it in `X-Golf-Course`.
 * Admins and the super admin add, change and delete them.
 */
export function GolfCourseRatings({ golfCourseId }: { golfCourseId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const confirm = useConfirm();
  const { data: user } = useCurrentUser();
  const roles = roleIdsOf(user);
  const canEdit = roles.includes(Role.superAdmin) || roles.includes(Role.admin);
  const meta = { golfCourseId };
  const ratings = useGetList<Rating>(RESOURCE, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: '', order: 'ASC' },
    meta,
  });
  const teeSets = useGetList<TeeSet>('hole_categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sort_order', order: 'ASC' },
    meta,
  });
  const thing = useThing(RESOURCE);
  const [editing, setEditing] = useState<Rating | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const colourOf = (id: number) => teeSets.data?.find((teeSet) => teeSet.id === id)?.colour;
  const label = (source: string) => translate(`resources.${RESOURCE}.fields.${source}`);

  const remove = async (rating: Rating) => {
    if (
      !(await confirm({
        msg: `${rating.hole_category_name}, ${translate(`fairway.courses.tee_set_genders.${rating.gender}`)}`,
      }))
    )
      return;
    setDeleteError(null);
    try {
      await dataProvider.delete(RESOURCE, { id: rating.id, previousData: rating, meta });
      await ratings.refetch();
    } catch (error) {
      setDeleteError(serverErrorMessage(error, schema, translate('fairway.form.unreachable')));
    }
  };

  const rows = ratings.data ?? [];
  return (
    <Box data-testid="golf-course-ratings" sx={{ mb: 2, width: '100%', minWidth: 0 }}>
      {ratings.error ? (
        <ErrorAlert>{serverErrorMessage(ratings.error, schema, translate('fairway.form.unreachable'))}</ErrorAlert>
      ) : null}
      {deleteError ? <ErrorAlert>{deleteError}</ErrorAlert> : null}
      {ratings.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {!ratings.isPending && rows.length === 0 && !ratings.error ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('fairway.golf_courses.ratings_none')}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table
            size="small"
            aria-label={translate('fairway.golf_courses.ratings')}
            // A number or a tee set's name stays on one line; the table scrolls sideways in a narrow form instead.
            sx={{
              '& td, & th': { px: 1 },
              '& td': { whiteSpace: 'nowrap' },
              '& th': { lineHeight: 1.2, verticalAlign: 'bottom' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{label('hole_category_id')}</TableCell>
                <TableCell>{label('gender')}</TableCell>
                <TableCell align="right">{label('course_rating')}</TableCell>
                <TableCell align="right">{label('slope_rating')}</TableCell>
                <TableCell align="right">{label('par')}</TableCell>
                <TableCell align="right">{translate('fairway.golf_courses.front_nine')}</TableCell>
                <TableCell align="right">{translate('fairway.golf_courses.back_nine')}</TableCell>
                {canEdit ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((rating) => (
                <TableRow key={rating.id} hover>
                  <TableCell>
                    <Swatch colour={colourOf(rating.hole_category_id)} />
                    {rating.hole_category_name}
                  </TableCell>
                  <TableCell>{translate(`fairway.courses.tee_set_genders.${rating.gender}`)}</TableCell>
                  <TableCell align="right">{tenths(rating.course_rating)}</TableCell>
                  <TableCell align="right">{rating.slope_rating}</TableCell>
                  <TableCell align="right">{rating.par}</TableCell>
                  <TableCell align="right">{nine(rating.front_course_rating, rating.front_slope_rating)}</TableCell>
                  <TableCell align="right">{nine(rating.back_course_rating, rating.back_slope_rating)}</TableCell>
                  {canEdit ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`${translate('ra.action.edit')} ${rating.hole_category_name}`}
                        onClick={() => setEditing(rating)}
                      >
                        <MdiIcon path={mdiPencil} />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`${translate('ra.action.delete')} ${rating.hole_category_name}`}
                        onClick={() => void remove(rating)}
                      >
                        <MdiIcon path={mdiDelete} />
                      </IconButton>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {canEdit ? (
        <Button sx={{ mt: 1 }} startIcon={<MdiIcon path={mdiPlus} />} onClick={() => setEditing('new')}>
          {translate('fairway.form.add', { thing })}
        </Button>
      ) : null}
      {editing ? (
        <RatingDialog
          golfCourseId={golfCourseId}
          rating={editing === 'new' ? null : editing}
          teeSets={teeSets.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void ratings.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}

import { playingConditionsInput, Role, scoreRecordsImportInput } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useClubDates, useFormatClubDate } from '../../../../layout/club/clubDates';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { clubToday } from '../../../../layout/club/formatClubDate';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { isAllowed, type Audience } from '../../../../layout/menu/roles';
import {
  importScoreRecords,
  recomputeHandicapIndexes,
  setPlayingConditions,
  useRefreshHandicaps,
  type PlayingConditionsSaved,
  type ScoreRecordsImported,
} from '../../providers/handicapsApi';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { refusalOf } from '../../../../layout/crud/refusalOf';

/**
 * The admins' actions on score records (decision 0077): a golfer's past records imported from a CSV and one golfer's
 * index recomputed, on their analysis; a day's PCC set (admins and event managers) and every index recomputed, on the
 * club table. Each reads the analyses and the table again once the server has answered.
 */

const RESOURCE = 'score_records';

/** Whether the signed-in person may use the actions the server keeps to `roles` (a super admin and an admin may). */
export function useMayAct(roles: Audience): boolean {
  return isAllowed(roles, roleIdsOf(useCurrentUser().data));
}

/** Importing records and recomputing indexes: admins only. */
export const ADMINS: Audience = [Role.admin];
/** A day's PCC: admins and event managers, as the club table. */
export const ORGANISERS: Audience = [Role.admin, Role.eventManager];

/** Reads a chosen .csv file into the form's `csv` field, for the admin to check before importing. */
function CsvFilePicker() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setValue('csv', await file.text(), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Button component="label" variant="outlined" size="small">
        {translate('fairway.handicaps.actions.choose_file')}
        <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event)} />
      </Button>
    </Box>
  );
}

/** Import score records: a golfer's past records as CSV, pasted or read from a file; the bad lines shown under it. */
export function ImportScoreRecordsButton({ memberId, name }: { memberId: number; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshHandicaps();
  const [open, setOpen] = useState(false);
  const imported = useRef<ScoreRecordsImported | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('fairway.handicaps.actions.import')}
      </Button>
      {open ? (
        <RecordDialog
          title={translate('fairway.handicaps.actions.import_title', { name })}
          schema={scoreRecordsImportInput}
          resource={RESOURCE}
          record={{ member_id: memberId, csv: '' }}
          hiddenFields={['member_id']}
          save={async (values) => {
            imported.current = await importScoreRecords(values);
          }}
          onSaved={() => {
            setOpen(false);
            notify('fairway.handicaps.actions.imported', {
              type: 'success',
              messageArgs: { smart_count: imported.current?.imported ?? 0 },
            });
            void refresh();
          }}
          onClose={() => setOpen(false)}
          saveLabel="fairway.handicaps.actions.import_button"
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('fairway.handicaps.actions.import_hint')}
          </Typography>
          <CsvFilePicker />
          <RecordTextInput
            source="csv"
            minRows={6}
            helperText={translate('fairway.handicaps.actions.csv_columns')}
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
          />
        </RecordDialog>
      ) : null}
    </>
  );
}

/** Set playing conditions: a day's PCC; the differentials of that day's rounds at the club are worked out again. */
export function PlayingConditionsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshHandicaps();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  const [open, setOpen] = useState(false);
  const saved = useRef<PlayingConditionsSaved | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('fairway.handicaps.actions.playing_conditions')}
      </Button>
      {open ? (
        <RecordDialog
          title={translate('fairway.handicaps.actions.playing_conditions')}
          schema={playingConditionsInput}
          resource={RESOURCE}
          record={{ played_on: clubToday(club), pcc: 0 }}
          save={async (values) => {
            saved.current = await setPlayingConditions(values);
          }}
          onSaved={() => {
            setOpen(false);
            const answer = saved.current;
            notify('fairway.handicaps.actions.playing_conditions_set', {
              type: 'success',
              messageArgs: {
                day: answer ? formatDate(answer.played_on) : '',
                pcc: answer ? (answer.pcc > 0 ? '+' : '') + answer.pcc.toFixed(1) : '',
                smart_count: answer?.records_revised ?? 0,
              },
            });
            void refresh();
          }}
          onClose={() => setOpen(false)}
          saveLabel="fairway.handicaps.actions.playing_conditions_button"
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('fairway.handicaps.actions.playing_conditions_hint')}
          </Typography>
          <ClubDateInput source="played_on" isRequired />
          <RecordNumberInput source="pcc" step={0.1} helperText={translate('fairway.handicaps.actions.pcc_range')} />
        </RecordDialog>
      ) : null}
    </>
  );
}

/**
 * Recompute indexes: one golfer's index history written again from all their records, or every golfer's of the
 * club without `memberId`, once the admin confirms.
 */
export function RecomputeIndexesButton({ memberId, name }: { memberId?: number; name?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const refresh = useRefreshHandicaps();
  const [running, setRunning] = useState(false);
  const one = memberId !== undefined;
  const recompute = async () => {
    const confirmed = await confirm({
      title: translate(one ? 'fairway.handicaps.actions.recompute_one' : 'fairway.handicaps.actions.recompute'),
      msg: one
        ? translate('fairway.handicaps.actions.recompute_one_message', { name: name ?? '' })
        : translate('fairway.handicaps.actions.recompute_message'),
      prefix: '',
      confirmLabel: one ? 'fairway.handicaps.actions.recompute_one' : 'fairway.handicaps.actions.recompute',
    });
    if (!confirmed) return;
    setRunning(true);
    try {
      const answer = await recomputeHandicapIndexes(memberId);
      notify('fairway.handicaps.actions.recomputed', {
        type: 'success',
        messageArgs: { smart_count: answer.members_revised, entries: answer.calculated_entries },
      });
      await refresh();
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button variant="outlined" disabled={running} onClick={() => void recompute()}>
      {translate(one ? 'fairway.handicaps.actions.recompute_one' : 'fairway.handicaps.actions.recompute')}
    </Button>
  );
}

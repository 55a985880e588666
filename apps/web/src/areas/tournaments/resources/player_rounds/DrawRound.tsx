import {
  drawInput,
  drawMethods,
  roundStartTypes,
  tournamentEndpoints,
  type EndpointAnswer,
  type playerRoundRecord,
} from '@fairway/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiShuffleVariant } from '@mdi/js';
import { useRef, useState } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordNumberInput, RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { callEndpoint } from '../../../../providers/endpointClient';

type Round = z.input<typeof playerRoundRecord>;
type Groups = EndpointAnswer<typeof tournamentEndpoints.draw>;

/** Tee times ask for the first time and the interval; a shotgun needs neither. */
function StartInputs() {
  const startType = useWatch({ name: 'start_type' }) as string | undefined;
  if (startType !== 'tee_times') return null;
  return (
    <>
      <RecordTextInput source="first_tee_time" placeholder="08:00" />
      <RecordNumberInput source="interval_minutes" />
    </>
  );
}

/**
 * The draw of a scheduled round: method, group size, and tee times from a first time at an interval or a shotgun.
 * A round already drawn is drawn again only once the organiser confirms that its groups are replaced.
 */
export function DrawRound({
  round,
  groupsCount,
  onDrawn,
}: {
  round: Round;
  groupsCount: number;
  onDrawn: (groups: Groups) => void;
}) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  // The groups the server answered, handed on once the dialog has closed.
  const drawn = useRef<Groups | null>(null);

  const openForm = async () => {
    if (
      groupsCount > 0 &&
      !(await confirm({
        title: translate('fairway.tee_sheet.replace_title'),
        msg: translate('fairway.tee_sheet.replace_message', { groups: groupsCount }),
        prefix: '',
        confirmLabel: 'fairway.tee_sheet.redraw',
      }))
    ) {
      return;
    }
    setOpen(true);
  };

  const draw = async (values: z.output<typeof drawInput>) => {
    const tee = values.start_type === 'tee_times';
    const answer = await callEndpoint(tournamentEndpoints.draw, {
      body: {
        ...values,
        first_tee_time: tee ? values.first_tee_time : undefined,
        interval_minutes: tee ? values.interval_minutes : undefined,
      },
    });
    drawn.current = answer;
  };

  return (
    <>
      <Button
        variant={groupsCount > 0 ? 'outlined' : 'contained'}
        startIcon={<MdiIcon path={mdiShuffleVariant} />}
        onClick={() => void openForm()}
      >
        {translate(groupsCount > 0 ? 'fairway.tee_sheet.redraw' : 'fairway.tee_sheet.draw')}
      </Button>
      {open ? (
        <RecordDialog
          title={translate('fairway.tee_sheet.draw_title', { number: round.round_number })}
          schema={drawInput}
          resource="player_round_groups"
          record={{
            player_round_id: round.id,
            method: 'handicap_low_with_low',
            group_size: 4,
            start_type: round.start_type,
            first_tee_time: '08:00',
            interval_minutes: 10,
          }}
          hiddenFields={['player_round_id', 'seed']}
          save={draw}
          onSaved={() => {
            setOpen(false);
            if (drawn.current) onDrawn(drawn.current);
          }}
          onClose={() => setOpen(false)}
          saveLabel="fairway.tee_sheet.draw_button"
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('fairway.tee_sheet.draw_hint')}
          </Typography>
          <SelectInput
            source="method"
            isRequired
            choices={drawMethods.map((method) => ({ id: method, name: `fairway.tee_sheet.methods.${method}` }))}
          />
          <RecordNumberInput source="group_size" />
          <SelectInput
            source="start_type"
            isRequired
            choices={roundStartTypes.map((type) => ({ id: type, name: `fairway.rounds.start_types.${type}` }))}
          />
          <StartInputs />
        </RecordDialog>
      ) : null}
    </>
  );
}

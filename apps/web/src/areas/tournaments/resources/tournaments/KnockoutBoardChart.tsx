import type { KnockoutChart, KnockoutMatchLine } from '@fairway/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { fetchProfile } from '../../../profile';
import { KnockoutDrawChart } from './KnockoutDrawChart';
import { KnockoutResultDialog, matchReady } from './KnockoutResultDialog';

/**
 * A knockout's draw chart on the live board: the signed-in golfer's own match, once both players are known and
 * until its result is in, offers "Enter result"; the chart moves on from the board's stream.
 */
export function KnockoutBoardChart({ chart }: { chart: KnockoutChart }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const { data: profile } = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const own = profile?.member?.id ?? null;
  const [entering, setEntering] = useState<KnockoutMatchLine | null>(null);
  const ownReady = (line: KnockoutMatchLine) =>
    own !== null && matchReady(line) && line.sides.some((side) => side.member_id === own);
  return (
    <>
      <KnockoutDrawChart
        chart={chart}
        actionOf={(line) =>
          ownReady(line) ? (
            <Button size="small" variant="contained" onClick={() => setEntering(line)} sx={{ mt: 0.5 }}>
              {translate('fairway.knockout.result.enter')}
            </Button>
          ) : null
        }
      />
      {entering ? (
        <KnockoutResultDialog
          tournamentId={chart.tournament_id}
          line={entering}
          onClose={() => setEntering(null)}
          onSaved={() => {
            setEntering(null);
            notify(translate('fairway.knockout.result.saved'), 'success');
          }}
        />
      ) : null}
    </>
  );
}

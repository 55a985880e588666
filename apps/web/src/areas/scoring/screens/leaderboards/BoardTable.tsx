import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Leaderboard } from '../../providers/leaderboardApi';
import { thruText } from './boardRows';
import { awaitsSignature, entrantColumn, NotSignedMarker, SideHandicap, useScoreText } from './BoardParts';
import { boardTableStyle } from './boardStyle';
import { useFlip } from './useFlip';

/**
 * A board in a few columns: position (T3), player, to par, thru (F once the card is done) and, for Stableford,
 * points. Rows that change places glide there. `rows` limits it to a page of the board (the TV's).
 */
export function BoardTable({
  board,
  rows = board.rows,
  large = false,
}: {
  board: Leaderboard;
  rows?: Leaderboard['rows'];
  large?: boolean;
}) {
  const translate = useTranslate();
  const scoreText = useScoreText();
  const body = useRef<HTMLTableSectionElement>(null);
  useFlip(body, rows);
  const stableford = board.basis === 'stableford';
  const column = (name: string) => translate(`fairway.boards.columns.${name}`);
  return (
    <Box component="table" sx={boardTableStyle(large)}>
      <Box component="caption" sx={visuallyHidden}>
        {board.tournament_name}
      </Box>
      <thead>
        <tr>
          <th scope="col" className="number">
            <abbr title={column('position_name')}>{column('position')}</abbr>
          </th>
          <th scope="col" className="name">
            {column(entrantColumn(board.format))}
          </th>
          <th scope="col" className="number">
            {column('to_par')}
          </th>
          <th scope="col" className="number">
            <abbr title={column('thru_name')}>{column('thru')}</abbr>
          </th>
          {stableford ? (
            <th scope="col" className="number">
              <abbr title={column('points_name')}>{column('points')}</abbr>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.map((row) => (
          <tr key={row.member_id} data-flip-key={row.member_id}>
            <td className="number">{row.position_display}</td>
            <th scope="row" className="name">
              {row.name}
              <SideHandicap board={board} row={row} />
              {awaitsSignature(row, board.holes.length) ? <NotSignedMarker /> : null}
            </th>
            <td className="number score">{scoreText(row)}</td>
            <td className="number">{thruText(row.thru, board.holes.length)}</td>
            {stableford ? <td className="number score">{row.points ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

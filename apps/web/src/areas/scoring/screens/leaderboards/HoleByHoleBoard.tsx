import { cardHalves } from '@fairway/golf';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Fragment, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Leaderboard, LeaderboardRow } from '../../providers/leaderboardApi';
import { awaitsSignature, entrantColumn, NotSignedMarker, SideHandicap, useScoreText } from './BoardParts';
import { boardTableStyle } from './boardStyle';
import { ScoreMark } from './ScoreMark';
import { useFlip } from './useFlip';

/** The card's holes split where a scorecard totals them: the first nine, then the rest (none on a nine-hole card). */
function nines(holes: Leaderboard['holes']) {
  return holes.length > 9 ? [holes.slice(0, 9), holes.slice(9)] : [holes];
}

const figure = (value: number | null) => (value === null ? '' : String(value));

function PlayerRow({ board, row }: { board: Leaderboard; row: LeaderboardRow }) {
  const scoreText = useScoreText();
  const halves = cardHalves(row.holes);
  const parts = nines(board.holes);
  let index = 0;
  return (
    <tr data-flip-key={row.member_id}>
      <td className="number sticky-position">{row.position_display}</td>
      <th scope="row" className="sticky-name">
        {row.name}
        <SideHandicap board={board} row={row} />
        {awaitsSignature(row, board.holes.length) ? <NotSignedMarker /> : null}
      </th>
      {parts.map((part, partIndex) => (
        <Fragment key={partIndex}>
          {part.map((hole) => {
            const strokes = row.holes[index++] ?? null;
            return (
              <td key={hole.hole_number} className="hole">
                {strokes === null ? '' : <ScoreMark par={hole.par} strokes={strokes} hole={hole.hole_number} />}
              </td>
            );
          })}
          {parts.length > 1 ? (
            <td className="number half">{figure(partIndex === 0 ? halves.out : halves.in)}</td>
          ) : null}
        </Fragment>
      ))}
      <td className="number half">{figure(row.gross ?? halves.total)}</td>
      <td className="number">{row.net === null ? '' : String(row.net)}</td>
      <td className="number score">{scoreText(row)}</td>
      {board.basis === 'stableford' ? <td className="number score">{figure(row.points)}</td> : null}
    </tr>
  );
}

/**
 * The hole-by-hole board: a column per hole in card order headed by its number, par and stroke index; each score in
 * its mark (circles under par, squares over); out, in, gross, net, to par (and points). It scrolls inside its own
 * box on a phone, the position and the player's name kept in view.
 */
export function HoleByHoleBoard({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  const body = useRef<HTMLTableSectionElement>(null);
  useFlip(body, board.rows);
  const column = (name: string) => translate(`fairway.boards.columns.${name}`);
  const parts = nines(board.holes);
  const pars = parts.map((part) => cardHalves(part.map((hole) => hole.par)).total);
  const totalPar = cardHalves(board.holes.map((hole) => hole.par)).total;
  const stableford = board.basis === 'stableford';
  const half = (partIndex: number) => column(partIndex === 0 ? 'out' : 'in');
  return (
    <Box
      role="region"
      aria-label={translate('fairway.boards.hole_by_hole')}
      tabIndex={0}
      sx={{
        // Positioned, so that the words kept for screen readers scroll with the board instead of widening the page.
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        component="table"
        sx={[
          boardTableStyle(false),
          (theme) => ({
            width: 'auto',
            minWidth: '100%',
            '& .hole': { textAlign: 'center', px: 0.125, minWidth: '2em' },
            '& thead .hole': { px: 0.5 },
            '& .half': { fontWeight: 600, backgroundColor: alpha(theme.palette.text.primary, 0.04) },
            '& .sticky-position, & .sticky-name': {
              position: 'sticky',
              zIndex: 1,
              backgroundColor: theme.palette.background.paper,
            },
            '& .sticky-position': { left: 0, minWidth: '3em' },
            '& .sticky-name': { left: '3em', minWidth: '9em', maxWidth: '12em', whiteSpace: 'normal' },
            '& thead tr + tr th, & thead tr + tr td': { fontWeight: 400, fontSize: '0.75rem' },
          }),
        ]}
      >
        <Box component="caption" sx={visuallyHidden}>
          {board.tournament_name}
        </Box>
        <thead>
          <tr>
            <th scope="col" className="number sticky-position">
              <abbr title={column('position_name')}>{column('position')}</abbr>
            </th>
            <th scope="col" className="sticky-name">
              {column(entrantColumn(board.format))}
            </th>
            {parts.map((part, partIndex) => (
              <Fragment key={partIndex}>
                {part.map((hole) => (
                  <th key={hole.hole_number} scope="col" className="hole">
                    <Box component="span" sx={visuallyHidden}>
                      {column('hole')}{' '}
                    </Box>
                    {hole.hole_number}
                  </th>
                ))}
                {parts.length > 1 ? (
                  <th scope="col" className="number half">
                    {half(partIndex)}
                  </th>
                ) : null}
              </Fragment>
            ))}
            <th scope="col" className="number half">
              {column('total')}
            </th>
            <th scope="col" className="number">
              {column('net')}
            </th>
            <th scope="col" className="number">
              {column('to_par')}
            </th>
            {stableford ? (
              <th scope="col" className="number">
                <abbr title={column('points_name')}>{column('points')}</abbr>
              </th>
            ) : null}
          </tr>
          <tr>
            <td className="sticky-position" />
            <th scope="row" className="sticky-name">
              {column('par')}
            </th>
            {parts.map((part, partIndex) => (
              <Fragment key={partIndex}>
                {part.map((hole) => (
                  <td key={hole.hole_number} className="hole">
                    {hole.par}
                  </td>
                ))}
                {parts.length > 1 ? <td className="number half">{figure(pars[partIndex] ?? null)}</td> : null}
              </Fragment>
            ))}
            <td className="number half">{figure(totalPar)}</td>
            <td colSpan={stableford ? 3 : 2} />
          </tr>
          <tr>
            <td className="sticky-position" />
            <th scope="row" className="sticky-name">
              <abbr title={column('stroke_index_name')}>{column('stroke_index')}</abbr>
            </th>
            {parts.map((part, partIndex) => (
              <Fragment key={partIndex}>
                {part.map((hole) => (
                  <td key={hole.hole_number} className="hole">
                    {hole.stroke_index}
                  </td>
                ))}
                {parts.length > 1 ? <td className="half" /> : null}
              </Fragment>
            ))}
            <td className="half" />
            <td colSpan={stableford ? 3 : 2} />
          </tr>
        </thead>
        <tbody ref={body}>
          {board.rows.map((row) => (
            <PlayerRow key={row.member_id} board={board} row={row} />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

import { toParText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../layout/crud/PageHeading';
import { usePageLabel } from '../../layout/pageLabel';
import { useEndpointQuery } from '../../providers/endpointClient';
import { leaderboardEndpoints } from '../../providers/leaderboardApi';
import { TournamentChoice, useChosenTournament } from './BoardControls';
import { ChosenBoard, LiveLine, useScoreText } from './BoardParts';
import { teamStandings, thruText } from './boardRows';
import { boardTableStyle } from './boardStyle';
import { useLiveBoard } from './useLiveBoard';

/**
 * Team Position: the board's players by team, teams ordered by their scores together, live. An individual event says
 * it has no team standings.
 */
export function TeamPositionPage() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const { tournamentId, choose } = useChosenTournament(boards.data);
  const live = useLiveBoard(tournamentId);
  const scoreText = useScoreText();
  const board = live.board;
  const teams = board ? teamStandings(board) : [];
  const stableford = board?.basis === 'stableford';
  const column = (name: string) => translate(`fairway.boards.columns.${name}`);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeading subtitle={translate('fairway.boards.teams_intro')}>
        {translate(pageLabel ?? 'fairway.pages.team_position')}
      </PageHeading>
      <Box sx={{ mb: 2 }}>
        <TournamentChoice boards={boards.data ?? []} tournamentId={tournamentId} current={board} onChange={choose} />
      </Box>
      <ChosenBoard
        live={live}
        pending={boards.isPending || (tournamentId !== undefined && !board && !live.error)}
        none={boards.data?.length === 0 && tournamentId === undefined}
      >
        {(board) => (
          <>
            {teams.length === 0 ? (
              <Typography>{translate('fairway.boards.no_teams')}</Typography>
            ) : (
              <Box component="table" sx={boardTableStyle(false)}>
                <Box component="caption" sx={visuallyHidden}>
                  {board.tournament_name}
                </Box>
                <thead>
                  <tr>
                    <th scope="col" className="number">
                      <abbr title={column('position_name')}>{column('position')}</abbr>
                    </th>
                    <th scope="col" className="name">
                      {column('team')}
                    </th>
                    <th scope="col" className="number">
                      {stableford ? column('points') : column('to_par')}
                    </th>
                    <th scope="col" className="number">
                      <abbr title={column('thru_name')}>{column('thru')}</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {teams.map((team) => (
                    <Fragment key={team.teamId}>
                      <tr>
                        <td className="number score">{team.position}</td>
                        <th scope="row" className="name">
                          {board.teams.find((known) => known.id === team.teamId)?.name ??
                            team.rows.map((row) => row.name.split(' ').at(-1)).join(' / ')}
                        </th>
                        <td className="number score">{stableford ? (team.total ?? '') : toParText(team.total)}</td>
                        <td />
                      </tr>
                      {team.rows.map((row) => (
                        <tr key={row.member_id}>
                          <td />
                          <td className="name" style={{ paddingLeft: '1.5em' }}>
                            {row.name}
                          </td>
                          <td className="number">{stableford ? (row.points ?? '') : scoreText(row)}</td>
                          <td className="number">{thruText(row.thru, board.holes.length)}</td>
                        </tr>
                      ))}
                    </Fragment>
                  ))}
                </tbody>
              </Box>
            )}
            <LiveLine live={live} board={board} />
          </>
        )}
      </ChosenBoard>
    </Box>
  );
}

import { toParText } from '@fairway/golf';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { usePageLabel } from '../../../../layout/pageLabel';
import { useEndpointQuery } from '../../../../providers/endpointClient';
import { type Leaderboard, leaderboardEndpoints } from '../../providers/leaderboardApi';
import { TournamentChoice, useChosenTournament } from './BoardControls';
import { ChosenBoard, LiveLine, useScoreText } from './BoardParts';
import { thruText } from './boardRows';
import { boardTableStyle } from './boardStyle';
import { useLiveBoard } from './useLiveBoard';

/** A hole's strokes in a player's line, marked where they count for the team. */
function HoleCell({ strokes, counts }: { strokes: number | null; counts: boolean }) {
  const translate = useTranslate();
  return (
    <td className={counts ? 'hole counts' : 'hole'} data-counts={counts || undefined}>
      {strokes ?? ''}
      {counts ? (
        <Box component="span" sx={visuallyHidden}>
          {` ${translate('fairway.boards.counts')}`}
        </Box>
      ) : null}
    </td>
  );
}

/**
 * The teams as the server ranks them: each team's position, score and holes settled, then its players hole by hole,
 * the scores that count for the team marked. The holes come last, so that a phone shows the scores before scrolling.
 */
function TeamTable({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  const scoreText = useScoreText();
  const stableford = board.basis === 'stableford';
  const column = (name: string) => translate(`fairway.boards.columns.${name}`);
  const rowOf = new Map(board.rows.map((row) => [row.member_id, row]));
  return (
    <Box
      role="region"
      aria-label={translate('fairway.boards.teams')}
      tabIndex={0}
      sx={{ position: 'relative', overflowX: 'auto', maxWidth: '100%' }}
    >
      <Box
        component="table"
        sx={[
          boardTableStyle(false),
          (theme) => ({
            width: 'auto',
            minWidth: '100%',
            '& .hole': { textAlign: 'center', px: 0.25, minWidth: '1.75em' },
            '& .counts': {
              fontWeight: 700,
              backgroundColor: alpha(theme.palette.primary.main, 0.16),
              boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
            },
            '& .team th, & .team td': { borderTop: `2px solid ${theme.palette.divider}` },
            '& .name': { minWidth: '10em' },
            '& .player': { pl: 3, fontWeight: 400 },
          }),
        ]}
      >
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
              {stableford ? <abbr title={column('points_name')}>{column('points')}</abbr> : column('to_par')}
            </th>
            <th scope="col" className="number">
              <abbr title={column('thru_name')}>{column('thru')}</abbr>
            </th>
            {board.holes.map((hole) => (
              <th key={hole.hole_number} scope="col" className="hole">
                <Box component="span" sx={visuallyHidden}>
                  {column('hole')}{' '}
                </Box>
                {hole.hole_number}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.team_standings.map((team) => (
            <Fragment key={team.team_id}>
              <tr className="team">
                <td className="number score">{team.position_display}</td>
                <th scope="row" className="name">
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: '0.7em', height: '0.7em', mr: 1, bgcolor: team.colour }}
                  />
                  {team.name}
                </th>
                <td className="number score">{stableford ? (team.points ?? '') : toParText(team.to_par)}</td>
                <td className="number">{thruText(team.thru, board.holes.length)}</td>
                <td colSpan={board.holes.length} />
              </tr>
              {team.members.map((member) => {
                const row = rowOf.get(member.member_id);
                const counting = new Set(member.counting_holes);
                return (
                  <tr key={member.member_id}>
                    <td />
                    <th scope="row" className="name player">
                      {member.name}
                    </th>
                    <td className="number">{row ? (stableford ? (row.points ?? '') : scoreText(row)) : ''}</td>
                    <td className="number">{row ? thruText(row.thru, board.holes.length) : ''}</td>
                    {board.holes.map((hole, index) => (
                      <HoleCell
                        key={hole.hole_number}
                        strokes={row?.holes[index] ?? null}
                        counts={counting.has(hole.hole_number)}
                      />
                    ))}
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** A side of a match: its players, one a line, so that a phone keeps both sides in view. */
function MatchSide({ side }: { side: Leaderboard['matches'][number]['sides'][number] | undefined }) {
  return (
    <td className="side">
      {side?.names.map((name) => (
        <Box component="span" key={name} sx={{ display: 'block' }}>
          {name}
        </Box>
      ))}
    </td>
  );
}

/**
 * A Ryder Cup as the server works it out: each side's points from the matches decided, then each match, side A's
 * players against side B's, where it stands ("2 UP" through 7, the side ahead marked in its colour and named to a screen
 * reader) or how it ended ("3&2").
 */
function RyderCupMatches({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  const teamOf = new Map(board.teams.map((team) => [team.id, team]));
  const column = (name: string) => translate(`fairway.boards.columns.${name}`);
  if (board.matches.length === 0) return <Typography>{translate('fairway.boards.no_matches')}</Typography>;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }} aria-label={translate('fairway.boards.points')}>
        {board.match_points.map((side) => (
          <Box key={side.team_id}>
            <Typography variant="body2" color="text.secondary">
              {teamOf.get(side.team_id)?.name}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`points-${side.team_id}`}>
              {side.points}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box role="region" aria-label={translate('fairway.boards.matches')} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={[boardTableStyle(false), { '& .side': { minWidth: '7em', whiteSpace: 'normal' } }]}>
          <Box component="caption" sx={visuallyHidden}>
            {translate('fairway.boards.matches')}
          </Box>
          <thead>
            <tr>
              <th scope="col" className="side">
                {teamOf.get(board.match_points[0]?.team_id ?? 0)?.name}
              </th>
              <th scope="col" className="number">
                {column('match')}
              </th>
              <th scope="col" className="side">
                {teamOf.get(board.match_points[1]?.team_id ?? 0)?.name}
              </th>
              <th scope="col" className="number">
                <abbr title={column('thru_name')}>{column('thru')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {board.matches.map((match) => {
              const leader = match.leader_team_id === null ? undefined : teamOf.get(match.leader_team_id);
              return (
                <tr key={match.group_number}>
                  <MatchSide side={match.sides[0]} />
                  <td className="number score">
                    {leader ? (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'inline-block',
                          width: '0.7em',
                          height: '0.7em',
                          mr: 0.75,
                          bgcolor: leader.colour,
                        }}
                      />
                    ) : null}
                    {match.state}
                    {leader ? (
                      <Box component="span" sx={visuallyHidden}>
                        {` ${leader.name}`}
                      </Box>
                    ) : null}
                  </td>
                  <MatchSide side={match.sides[1]} />
                  <td className="number">{match.decided ? 'F' : thruText(match.thru, board.holes.length)}</td>
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </>
  );
}

/** What the page says of a board's teams: the standings, or why there are none to show. */
function TeamStandings({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  if (board.format === 'ryder_cup') return <RyderCupMatches board={board} />;
  if (board.team_counting_scores === null) return <Typography>{translate('fairway.boards.no_teams')}</Typography>;
  if (board.team_standings.length === 0) {
    return <Typography>{translate('fairway.boards.no_team_players')}</Typography>;
  }
  return (
    <>
      <Typography variant="body2">
        {translate('fairway.boards.counting', { smart_count: board.team_counting_scores })}
      </Typography>
      <TeamTable board={board} />
    </>
  );
}

/**
 * Team Position: the teams of a team event or a four-ball as the server ranks them, live, each with its players and
 * the scores that count marked; a Ryder Cup's matches and the sides' points; an individual event says it has no
 * teams.
 */
export function TeamPositionPage() {
  const translate = useTranslate();
  const pageLabel = usePageLabel();
  const boards = useEndpointQuery(leaderboardEndpoints.boards, {});
  const { tournamentId, choose } = useChosenTournament(boards.data);
  const live = useLiveBoard(tournamentId);
  const board = live.board;
  return (
    <Box sx={{ maxWidth: 1100 }}>
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
            <TeamStandings board={board} />
            <LiveLine live={live} board={board} />
          </>
        )}
      </ChosenBoard>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { downloadTeamResultCsv, type ResultTeam } from '../../providers/resultsApi';
import { refusalOf } from '../../../../layout/crud/refusalOf';

/** Figures in a table read down their column: right-aligned, the same width each. */
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The team standings: a team event's teams or a four-ball's pairs by position ("T2", "NR") with their total of the
 * counting scores and each player's counting holes, or a Ryder Cup's two sides with their points; a team event's
 * "Team CSV" download. Every figure is the server's.
 */
export function TeamResults({
  tournamentId,
  format,
  teams,
}: {
  tournamentId: number;
  format: string;
  teams: readonly ResultTeam[];
}) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (teams.length === 0) return null;
  const sides = teams.some((team) => team.side !== null);
  const caption = translate(sides ? 'fairway.results.teams.sides_title' : 'fairway.results.teams.title');
  const download = async () => {
    setRefusal(null);
    try {
      await downloadTeamResultCsv(tournamentId);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {caption}
        </Typography>
        {format === 'team' ? (
          <Button size="small" variant="outlined" onClick={() => void download()}>
            {translate('fairway.results.teams.csv')}
          </Button>
        ) : null}
      </Box>
      {refusal ? (
        <Box sx={{ mb: 1 }}>
          <ErrorAlert>{refusal}</ErrorAlert>
        </Box>
      ) : null}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell sx={figure}>{translate('fairway.results.columns.position')}</TableCell>
              <TableCell>{translate('fairway.results.teams.team')}</TableCell>
              <TableCell sx={figure}>
                {translate(sides ? 'fairway.results.teams.points' : 'fairway.results.teams.total')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {teams.map((team) => (
              <TableRow key={team.team_id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={figure}>{team.position_display}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{ width: 12, height: 12, flex: 'none', bgcolor: team.colour, borderRadius: 0.5 }}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {team.side
                        ? translate('fairway.results.teams.side', { side: team.side, name: team.name })
                        : team.name}
                    </Typography>
                  </Box>
                  {team.members.map((member) => (
                    <Typography key={member.member_id} variant="caption" color="text.secondary" component="div">
                      {member.counting_holes.length > 0
                        ? translate('fairway.results.teams.counting', {
                            name: member.name,
                            holes: member.counting_holes.join(', '),
                          })
                        : member.name}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell sx={figure}>{team.total === null ? '' : String(team.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

import { scoreTerm, type ScoreTerm } from '@fairway/golf';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/** The five marks of a TV golf board: circles under par, squares over, doubled beyond one stroke. */
export type ScoreMarkKind = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

const kindOfTerm: Record<ScoreTerm, ScoreMarkKind> = {
  hole_in_one: 'eagle',
  condor: 'eagle',
  albatross: 'eagle',
  eagle: 'eagle',
  birdie: 'birdie',
  par: 'par',
  bogey: 'bogey',
  double_bogey: 'double',
  triple_bogey: 'double',
};

/** The mark of a hole's score, named by `scoreTerm`; a score beyond triple bogey has no name and is "double or worse". */
export function scoreMarkKind(par: number, strokes: number): ScoreMarkKind {
  const term = scoreTerm({ par, strokes });
  return term === null ? 'double' : kindOfTerm[term];
}

const colourOf = (theme: Theme, kind: ScoreMarkKind) =>
  ({
    eagle: theme.palette.warning.main,
    birdie: theme.palette.error.main,
    par: 'transparent',
    bogey: theme.palette.info.main,
    double: theme.palette.text.primary,
  })[kind];

/** The shape drawn round a score: a circle or a square, a second ring for eagles and doubles; the figure keeps the text colour. */
function markStyle(kind: ScoreMarkKind) {
  const round = kind === 'eagle' || kind === 'birdie';
  const doubled = kind === 'eagle' || kind === 'double';
  return (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.6em',
    height: '1.6em',
    borderRadius: round ? '50%' : '3px',
    border: kind === 'par' ? '2px solid transparent' : `2px solid ${colourOf(theme, kind)}`,
    backgroundColor: kind === 'par' ? 'transparent' : alpha(colourOf(theme, kind), 0.16),
    outline: doubled ? `2px solid ${colourOf(theme, kind)}` : undefined,
    outlineOffset: doubled ? '1px' : undefined,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: kind === 'par' ? 400 : 600,
  });
}

/** A hole's strokes in its mark, with the score's name for a screen reader. */
export function ScoreMark({ par, strokes, hole }: { par: number; strokes: number; hole: number }) {
  const translate = useTranslate();
  const kind = scoreMarkKind(par, strokes);
  return (
    <Box component="span" sx={markStyle(kind)} data-mark={kind}>
      <span aria-hidden>{strokes}</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('fairway.boards.hole_score', { hole, strokes, term: translate(`fairway.boards.terms.${kind}`) })}
      </Box>
    </Box>
  );
}

const legendKinds: readonly ScoreMarkKind[] = ['eagle', 'birdie', 'par', 'bogey', 'double'];
const sample: Record<ScoreMarkKind, number> = { eagle: 2, birdie: 3, par: 4, bogey: 5, double: 6 };

/** What the marks mean, in words beside each shape. */
export function ScoreLegend() {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0, mt: 1.5 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate('fairway.boards.legend')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {legendKinds.map((kind) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={markStyle(kind)} aria-hidden>
              {sample[kind]}
            </Box>
            <Typography variant="body2">{translate(`fairway.boards.terms.${kind}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { courseHandicap, handicapIndexText, handicapText, playingHandicap } from '@fairway/golf';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

/** What an entry's handicaps were worked out from, as the entry keeps it. */
export interface EntryHandicaps {
  name: string;
  hole_category_name: string | null;
  handicap_index: number | null;
  course_rating: number | null;
  slope_rating: number | null;
  rated_par: number | null;
  course_handicap: number | null;
  playing_handicap: number | null;
}

/** The tournament's terms the playing handicap depends on. */
export interface HandicapTerms {
  holes: number;
  handicap_allowance: number;
  max_handicap: number | null;
}

const two = (value: number) => value.toFixed(2);

/** The lines that explain an entry's handicaps: the numbers put into the WHS formulas. */
function ExplanationLines({ entry, terms }: { entry: EntryHandicaps; terms: HandicapTerms }) {
  const translate = useTranslate();
  const { handicap_index: index, course_rating: rating, slope_rating: slope, rated_par: par } = entry;
  if (index === null || rating === null || slope === null || par === null) {
    return <Typography variant="body2">{translate('fairway.tournaments.field.explain_no_index')}</Typography>;
  }
  const nine = terms.holes === 9;
  const exact = courseHandicap({
    handicapIndex: index,
    slopeRating: slope,
    courseRating: rating,
    par,
    holes: nine ? 9 : 18,
  });
  const playingExact = (exact * terms.handicap_allowance) / 100;
  const playing = playingHandicap({ courseHandicap: exact, allowancePercent: terms.handicap_allowance });
  const capped =
    terms.max_handicap !== null && entry.playing_handicap === terms.max_handicap && playing > terms.max_handicap;
  const lines = [
    translate('fairway.tournaments.field.explain_index', { index: handicapIndexText(index) }),
    translate('fairway.tournaments.field.explain_tees', {
      tees: entry.hole_category_name ?? '',
      rating: rating.toFixed(1),
      slope,
      par,
    }),
    translate(`fairway.tournaments.field.${nine ? 'explain_nine' : 'explain_course'}`, {
      index: handicapIndexText(index),
      slope,
      rating: rating.toFixed(1),
      par,
      exact: two(exact),
      rounded: handicapText(entry.course_handicap),
    }),
    translate('fairway.tournaments.field.explain_playing', {
      exact: two(exact),
      allowance: terms.handicap_allowance,
      playing_exact: two(playingExact),
      playing: handicapText(capped ? playing : entry.playing_handicap),
    }),
    ...(capped ? [translate('fairway.tournaments.field.explain_maximum', { maximum: terms.max_handicap })] : []),
  ];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * An entry's playing handicap that explains itself: on hover (a tooltip) and, on a phone, by a tap (a popover),
 * with the index, the tee set's ratings and par, the formulas with the numbers put in, the allowance and the maximum.
 */
export function HandicapExplanation({ entry, terms }: { entry: EntryHandicaps; terms: HandicapTerms }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('fairway.tournaments.field.explain', { name: entry.name });
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      <Tooltip title={<ExplanationLines entry={entry} terms={terms} />} describeChild>
        <ButtonBase
          onClick={open}
          aria-label={label}
          aria-haspopup="dialog"
          sx={{ font: 'inherit', textDecoration: 'underline dotted', textUnderlineOffset: 3, px: 0.5, borderRadius: 1 }}
        >
          {handicapText(entry.playing_handicap) || '–'}
        </ButtonBase>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, maxWidth: 360 } } }}
      >
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <ExplanationLines entry={entry} terms={terms} />
      </Popover>
    </>
  );
}

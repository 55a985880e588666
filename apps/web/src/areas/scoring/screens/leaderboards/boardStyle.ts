import type { Theme } from '@mui/material/styles';

/** The boards' tables: dense, figures in even columns, the player's name the only column that wraps. */
export function boardTableStyle(large: boolean) {
  return (theme: Theme) => ({
    width: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: large ? 'clamp(1rem, min(3.2vh, 4.5vw), 2.75rem)' : '0.9rem',
    '& th, & td': {
      px: large ? 2 : 1,
      py: large ? 1 : 0.75,
      borderBottom: `1px solid ${theme.palette.divider}`,
      textAlign: 'left',
      whiteSpace: 'nowrap',
    },
    '& thead th': { fontWeight: 600, color: theme.palette.text.secondary, fontSize: large ? '0.7em' : '0.8rem' },
    '& tbody th': { fontWeight: 500 },
    // On the TV every row keeps one line, so that the rows that fit the screen are counted from the first.
    '& .name': large
      ? { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 0, width: '100%' }
      : { whiteSpace: 'normal', width: '100%' },
    '& .number': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    '& .score': { fontWeight: 700 },
    '& abbr': { textDecoration: 'none' },
    '& tbody tr': { backgroundColor: theme.palette.background.paper },
  });
}

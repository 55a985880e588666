import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CardFace, CardLine } from './dashboardCard';

/** Each look of a line in MUI's typography; the first screen's plain cards copy these (FirstScreen.css). */
const looks: Record<CardLine['look'], TypographyProps<'p'>> = {
  figure: { variant: 'h4', sx: { fontVariantNumeric: 'tabular-nums' } },
  headline: { variant: 'h6' },
  text: {},
  item: { variant: 'body2' },
  detail: { variant: 'body2', color: 'text.secondary' },
  caption: { variant: 'caption', color: 'text.secondary' },
  action: { variant: 'body2', color: 'primary', sx: { mt: 1 } },
};

/** A dashboard card's face in MUI's kit: an outlined card opening its page, or with links of its own. */
export function CardFaceView({ face }: { face: CardFace }) {
  const content = (
    <CardContent>
      <Typography component={face.titleTo ? 'h2' : 'p'} sx={{ fontWeight: 600, mb: face.listed ? 1 : 0 }}>
        {face.titleTo ? (
          <Link component={RouterLink} to={face.titleTo} underline="hover" color="inherit">
            {face.title}
          </Link>
        ) : (
          face.title
        )}
      </Typography>
      {face.lines.map((line, index) => (
        <Typography key={index} component="p" {...looks[line.look]} mt={line.strong ? 0.5 : undefined}>
          {line.strong ? (
            <>
              <strong>{line.strong}</strong>
              <br />
            </>
          ) : null}
          {line.to ? (
            <Link component={RouterLink} to={line.to} underline="hover" sx={{ fontWeight: 500 }}>
              {line.text}
            </Link>
          ) : (
            line.text
          )}
        </Typography>
      ))}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {face.to ? (
        <CardActionArea component={RouterLink} to={face.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

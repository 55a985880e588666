import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { useCourseMeta } from '../../../../layout/crud/courseScope';
import { useActiveClub } from '../../../../layout/club/useActiveClub';
import {
  holeDiagram,
  SUSPECT_SEGMENT_METRES,
  toDrawing,
  wholeDistance,
  type HolePoint,
  type HolePointKind,
} from './holeDiagram';

const size = { width: 300, height: 400, padding: 28 };
const MARKER = 7;

/** Each kind its own shape and colour, so that the legend reads without colour too. */
function markerOf(kind: HolePointKind, theme: Theme) {
  const { palette } = theme;
  const styles: Record<
    HolePointKind,
    { shape: 'square' | 'circle' | 'diamond' | 'triangle' | 'ring'; colour: string }
  > = {
    tee: { shape: 'square', colour: palette.text.primary },
    fairway_centre: { shape: 'circle', colour: palette.primary.main },
    layup: { shape: 'diamond', colour: palette.info.main },
    hazard: { shape: 'triangle', colour: palette.warning.main },
    green_front: { shape: 'ring', colour: palette.success.main },
    green_centre: { shape: 'circle', colour: palette.secondary.main },
    green_back: { shape: 'ring', colour: palette.secondary.main },
  };
  return styles[kind];
}

function Marker({ kind, x, y }: { kind: HolePointKind; x: number; y: number }) {
  const theme = useTheme();
  const { shape, colour } = markerOf(kind, theme);
  const r = MARKER;
  const outline = { stroke: theme.palette.background.paper, strokeWidth: 1.5 };
  switch (shape) {
    case 'square':
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={colour} {...outline} />;
    case 'diamond':
      return <polygon points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`} fill={colour} {...outline} />;
    case 'triangle':
      return (
        <polygon points={`${x},${y - r} ${x + r},${y + r * 0.8} ${x - r},${y + r * 0.8}`} fill={colour} {...outline} />
      );
    case 'ring':
      return <circle cx={x} cy={y} r={r - 1} fill="none" stroke={colour} strokeWidth={3} />;
    default:
      return <circle cx={x} cy={y} r={r} fill={colour} {...outline} />;
  }
}

/** The SVG of one hole: its points from the tee at the bottom to the green at the top, the centre line and lengths. */
export function HoleDiagramView({ hole, points }: { hole: number; points: readonly HolePoint[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const club = useActiveClub();
  const unit = club?.distanceUnit ?? 'yards';
  const diagram = holeDiagram(points);
  const place = toDrawing(diagram, size);
  const distanceText = (metres: number) =>
    translate(`fairway.hole_diagram.distance.${unit}`, { value: wholeDistance(metres, unit).toLocaleString('en') });
  const length = diagram.segments.reduce((sum, segment) => sum + segment.metres, 0);
  const kinds = [...new Set(diagram.points.map((point) => point.kind))];
  const line = diagram.centreLine.map(place);
  const titleId = `hole-diagram-title-${hole}`;
  const descriptionId = `hole-diagram-description-${hole}`;

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box
        component="svg"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${size.width} ${size.height}`}
        sx={{ width: size.width, maxWidth: '100%', height: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <title id={titleId}>{translate('fairway.hole_diagram.title', { hole })}</title>
        <desc id={descriptionId}>
          {[
            translate('fairway.hole_diagram.description', { hole }),
            ...diagram.segments.map(
              (segment) =>
                `${translate(`fairway.courses.point_kinds.${segment.from.kind}`)} - ${translate(
                  `fairway.courses.point_kinds.${segment.to.kind}`,
                )}: ${distanceText(segment.metres)}`,
            ),
          ].join(' ')}
        </desc>
        {line.length > 1 ? (
          <polyline
            points={line.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke={theme.palette.text.secondary}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        ) : null}
        {diagram.segments.map((segment, index) => {
          const [from, to] = [place(segment.from), place(segment.to)];
          const suspect = segment.metres > SUSPECT_SEGMENT_METRES;
          return (
            <g key={index} data-segment={index}>
              {suspect ? (
                <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={theme.palette.error.main} strokeWidth={3} />
              ) : null}
              <text
                x={(from.x + to.x) / 2 + 10}
                y={(from.y + to.y) / 2}
                dominantBaseline="middle"
                fontSize={13}
                fontWeight={suspect ? 700 : 500}
                fill={suspect ? theme.palette.error.main : theme.palette.text.primary}
                stroke={theme.palette.background.paper}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {distanceText(segment.metres)}
              </text>
            </g>
          );
        })}
        {diagram.points.map((point) => {
          const { x, y } = place(point);
          return <Marker key={point.id} kind={point.kind} x={x} y={y} />;
        })}
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="subtitle2" component="h2">
          {translate('fairway.hole_diagram.title', { hole })}
        </Typography>
        {diagram.segments.length > 0 ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('fairway.hole_diagram.length', { distance: distanceText(length) })}
          </Typography>
        ) : null}
        <Typography variant="body2" component="h3" sx={{ fontWeight: 500 }}>
          {translate('fairway.hole_diagram.legend')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {kinds.map((kind) => (
            <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <svg width={18} height={18} viewBox="0 0 18 18" aria-hidden>
                <Marker kind={kind} x={9} y={9} />
              </svg>
              <Typography variant="body2">{translate(`fairway.courses.point_kinds.${kind}`)}</Typography>
            </Box>
          ))}
          {line.length > 1 ? (
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <svg width={18} height={18} viewBox="0 0 18 18" aria-hidden>
                <line
                  x1={1}
                  y1={9}
                  x2={17}
                  y2={9}
                  stroke={theme.palette.text.secondary}
                  strokeWidth={2}
                  strokeDasharray="4 2"
                />
              </svg>
              <Typography variant="body2">{translate('fairway.hole_diagram.centre_line')}</Typography>
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Above the hole points' list: the diagram of the hole the list is filtered by (all its points, not only the page
 * shown), or a word to choose one.
 */
export function HoleDiagramPanel() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const holeId = Number(filterValues.hole_id) || null;
  const meta = useCourseMeta();
  const { data, isPending } = useGetList<HolePoint & { hole_number: number }>(
    'hole_intermediate_points',
    {
      filter: { hole_id: holeId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'sort_order', order: 'ASC' },
      meta,
    },
    { enabled: holeId !== null },
  );
  let body;
  if (holeId === null) body = <Typography variant="body2">{translate('fairway.hole_diagram.choose_hole')}</Typography>;
  else if (isPending) body = null;
  else if (!data || data.length === 0) {
    body = <Typography variant="body2">{translate('fairway.hole_diagram.no_points')}</Typography>;
  } else body = <HoleDiagramView hole={data[0]!.hole_number} points={data} />;
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
      {body}
    </Paper>
  );
}

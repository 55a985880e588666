import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import * as colors from '@mui/material/colors';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** Spec section 2: avatar colours are drawn at random from these 17 palette names, red to brown. */
export const AVATAR_COLOURS = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
  'brown',
] as const;

export type AvatarColour = (typeof AVATAR_COLOURS)[number];

const drawnColours = new Map<string, AvatarColour>();

/** The colours drawn for the users who signed in on this browser, kept across visits like the theme. */
export const AVATAR_COLOUR_STORAGE_KEY = 'app_avatar_colours';

function keptColours(): Record<string, AvatarColour> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(AVATAR_COLOUR_STORAGE_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept).filter((entry): entry is [string, AvatarColour] =>
        AVATAR_COLOURS.includes(entry[1] as AvatarColour),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Drawn once per user and kept for the life of the page, so an avatar does not change colour as it re-renders; a user
 * who signed in here keeps the colour they were given.
 */
export function avatarColourFor(userKey: string, random: () => number = Math.random): AvatarColour {
  let colour = drawnColours.get(userKey) ?? keptColours()[userKey];
  if (!colour) colour = AVATAR_COLOURS[Math.floor(random() * AVATAR_COLOURS.length)] ?? 'green';
  drawnColours.set(userKey, colour);
  return colour;
}

/** The signed-in user's own colour: drawn the first time they sign in on this browser, then kept across visits. */
export function ownAvatarColour(userKey: string, random: () => number = Math.random): AvatarColour {
  const kept = keptColours();
  const colour = kept[userKey] ?? avatarColourFor(userKey, random);
  if (kept[userKey] !== colour) {
    localStorage.setItem(AVATAR_COLOUR_STORAGE_KEY, JSON.stringify({ ...kept, [userKey]: colour }));
  }
  drawnColours.set(userKey, colour);
  return colour;
}

export interface UserAvatarProps {
  /** Image address: shown when it is a non-empty string. */
  path?: string | null;
  initial?: string | null;
  label?: string;
  color?: AvatarColour | 'primary';
  variant?: 'circular' | 'rounded' | 'square';
  size?: number;
}

/** Black or white, whichever reads better on the avatar's colour (WCAG contrast, not MUI's looser threshold). */
const textOn = (background: string) =>
  getContrastRatio('#ffffff', background) >= getContrastRatio('#000000', background) ? '#ffffff' : '#000000';

export function UserAvatar({
  path,
  initial,
  label,
  color = 'primary',
  variant = 'circular',
  size = 36,
}: UserAvatarProps) {
  const theme = useTheme();
  const background = color === 'primary' ? theme.palette.primary.main : colors[color][700];
  const hasImage = typeof path === 'string' && path.trim() !== '';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {hasImage ? (
        <Avatar src={path} alt={label ?? ''} variant={variant} sx={{ width: size, height: size }} />
      ) : (
        <Avatar
          variant={variant}
          sx={{
            width: size,
            height: size,
            fontSize: size * 0.42,
            bgcolor: background,
            color: textOn(background),
          }}
        >
          {initial ? initial : <PersonIcon aria-hidden />}
        </Avatar>
      )}
      {label ? (
        <Typography component="span" variant="body2" noWrap>
          {label}
        </Typography>
      ) : null}
    </Box>
  );
}

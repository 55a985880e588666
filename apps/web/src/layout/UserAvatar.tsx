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

/**
 * The names whose avatar vanishes on the top bar: green, light green and teal on its green (light theme), brown on its
 * dark grey (dark theme). Each is within a CIEDE2000 colour difference of 20 of a bar; every other name is further
 * from both, as UserAvatar.test.tsx measures.
 */
export const VANISHING_ON_TOP_BAR: readonly AvatarColour[] = ['teal', 'green', 'lightGreen', 'brown'];

/** The colours a user may be given: the spec's names but those the top bar hides. */
export const USER_AVATAR_COLOURS: readonly AvatarColour[] = AVATAR_COLOURS.filter(
  (colour) => !VANISHING_ON_TOP_BAR.includes(colour),
);

/** FNV-1a, 32 bits: a small, well-spread hash, the same in every browser and on every visit. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A user's avatar colour: drawn from the palette by a hash of their id, as the spec's random pick, but the same on
 * every render, sign-in and browser, and wherever their avatar appears.
 */
export function avatarColourFor(userId: number): AvatarColour {
  return USER_AVATAR_COLOURS[fnv1a(String(userId)) % USER_AVATAR_COLOURS.length]!;
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

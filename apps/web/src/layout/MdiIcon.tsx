import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Material Design Icons from @mdi/js, drawn with MUI's SvgIcon. */
export function MdiIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}

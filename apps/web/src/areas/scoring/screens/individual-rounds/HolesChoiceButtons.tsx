import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';

/** The holes an individual round is played over: all eighteen, or the front or back nine. */
export type HolesChoice = '18' | 'front' | 'back';

/** The round's holes and nine as the API takes them. */
export const holesOf = (choice: HolesChoice) => ({
  holes: choice === '18' ? (18 as const) : (9 as const),
  nine: choice === '18' ? null : choice,
});

/** The choice of holes, shared by starting a round and registering one for handicap. */
export function HolesChoiceButtons({
  value,
  onChange,
}: {
  value: HolesChoice;
  onChange: (choice: HolesChoice) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, choice: HolesChoice | null) => choice && onChange(choice)}
      aria-label={translate('fairway.individual_rounds.holes_label')}
    >
      {(['18', 'front', 'back'] as const).map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {translate(`fairway.individual_rounds.holes.${choice}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

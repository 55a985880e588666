import { type EndpointAnswer, teeSheetEndpoints } from '@fairway/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { callEndpoint } from '../../providers/endpointClient';

/** An active golfer of the club, as a member may name them: in a booking, or as a partner in a competition. */
export type ClubGolfer = EndpointAnswer<typeof teeSheetEndpoints.partners>['results'][number];

/**
 * A golfer of the club picked by name: the server's matches of what is typed, from two letters on. `hints` are the
 * words while too little is typed and when no golfer matches.
 */
export function ClubGolferPicker({
  label,
  helperText,
  value,
  onChange,
  exclude = [],
  guests = true,
  hints,
}: {
  label: string;
  helperText?: string;
  value: ClubGolfer | null;
  onChange: (golfer: ClubGolfer | null) => void;
  /** Golfers already named, not offered again. */
  exclude?: readonly number[];
  /** Whether the club's guests are offered: not as partners in a competition that takes none. */
  guests?: boolean;
  hints: { typeMore: string; noMatch: string };
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<ClubGolfer[]>([]);
  useEffect(() => {
    const search = typed.trim();
    if (search.length < 2 || search === value?.name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = guests ? { search } : { search, guests: 'false' as const };
      callEndpoint(teeSheetEndpoints.partners, { query }, { signal: controller.signal })
        .then((answer) => setOptions(answer.results))
        .catch(() => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, value, guests]);
  return (
    <Autocomplete
      options={options.filter((option) => !exclude.includes(option.member_id))}
      value={value}
      onChange={(_event, golfer) => onChange(golfer)}
      onInputChange={(_event, text) => setTyped(text)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.member_id === chosen.member_id}
      filterOptions={(shown) => shown}
      noOptionsText={translate(typed.trim().length < 2 ? hints.typeMore : hints.noMatch)}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

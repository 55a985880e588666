import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { findPartners, type Partner } from '../../providers/teeSheetApi';

/** A member of the club picked by name: the server's matches of what is typed, from two letters on. */
export function PartnerPicker({
  label,
  helperText,
  value,
  onChange,
  exclude = [],
}: {
  label: string;
  helperText?: string;
  value: Partner | null;
  onChange: (partner: Partner | null) => void;
  /** Members already in the booking, not offered again. */
  exclude?: readonly number[];
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<Partner[]>([]);
  useEffect(() => {
    const search = typed.trim();
    if (search.length < 2 || search === value?.name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findPartners(search, controller.signal)
        .then((answer) => setOptions(answer.results))
        .catch(() => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, value]);
  return (
    <Autocomplete
      options={options.filter((option) => !exclude.includes(option.member_id))}
      value={value}
      onChange={(_event, partner) => onChange(partner)}
      onInputChange={(_event, text) => setTyped(text)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.member_id === chosen.member_id}
      filterOptions={(shown) => shown}
      noOptionsText={translate(
        typed.trim().length < 2 ? 'fairway.tee_times.dialog.member_hint' : 'fairway.tee_times.dialog.no_members',
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { fetchNewsSettings, saveNewsSettings } from '../../providers/newsApi';

/** Whether the club's members' comments show at once, above the moderation queue. */
export function TrustSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['news_settings'], queryFn: fetchNewsSettings });
  const save = useMutation({
    mutationFn: saveNewsSettings,
    onSuccess: (settings) => queryClient.setQueryData(['news_settings'], settings),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <FormControlLabel
      // MUI pulls a label's control left by its padding, which on a list's panel puts the switch over the edge.
      sx={{ mb: 1, ml: 0 }}
      control={
        <Switch
          checked={data?.trust_member_comments ?? false}
          disabled={data === undefined || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
      }
      label={translate('fairway.news.moderation.trust')}
    />
  );
}

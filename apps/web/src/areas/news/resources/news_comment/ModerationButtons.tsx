import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { moderateComments } from '../../providers/newsApi';

/** Approve or Reject every comment ticked in the moderation queue, in one call; above the list, on every screen size. */
export function ModerationButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const decide = async (status: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      const { changed } = await moderateComments(selectedIds as number[], status);
      notify(`fairway.news.moderation.${status}`, { type: 'success', messageArgs: { smart_count: changed } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('fairway.news.moderation.selected', { smart_count: selectedIds.length })}
      </Typography>
      <Button
        variant="contained"
        color="success"
        disabled={busy || selectedIds.length === 0}
        onClick={() => void decide('approved')}
      >
        {translate('fairway.news.moderation.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={busy || selectedIds.length === 0}
        onClick={() => void decide('rejected')}
      >
        {translate('fairway.news.moderation.reject')}
      </Button>
    </Stack>
  );
}

import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import { mdiLockReset } from '@mdi/js';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MdiIcon } from '../../../../layout/MdiIcon';

/**
 * To `/users/set-password/{id}`, where an admin sets the user's password: a button on the user's form, an icon on a
 * list's row.
 */
export function SetPasswordLink({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const user = useRecordContext<{ id: number; user_name?: string }>();
  if (!user) return null;
  const to = `/users/set-password/${user.id}`;
  const icon = <MdiIcon path={mdiLockReset} />;
  if (compact) {
    return (
      <IconButton
        component={RouterLink}
        to={to}
        size="small"
        aria-label={translate('fairway.people.set_password_of', { name: user.user_name ?? '' })}
        // The row itself may open the user: this link goes to the password instead.
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {icon}
      </IconButton>
    );
  }
  return (
    <Button component={RouterLink} to={to} startIcon={icon} sx={{ alignSelf: 'flex-start', mb: 2 }}>
      {translate('fairway.people.set_password')}
    </Button>
  );
}

import { clubRoles, Role, userRoleEndpoints, type userRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useConfirm } from '../../../../layout/ConfirmDialog';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { callEndpoint } from '../../../../providers/endpointClient';
import { HttpError } from '../../../../providers/httpClient';
import { useSession } from '../../../../providers/session';

type UserRecord = z.output<typeof userRecord>;

/**
 * A user's roles in the active club, a checkbox each: ticking grants the role at once, clearing it takes the role
 * away after a confirmation. The server's refusal (the club's last admin) shows in its own words.
 */
export function ClubRoles() {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const confirm = useConfirm();
  const notify = useNotify();
  const refresh = useRefresh();
  const { active_golf_course_id: clubId, active_golf_course_name: clubName } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const held = new Set(user.roles.filter((grant) => grant.golf_course_id === clubId).map((grant) => grant.role));

  const change = async (role: (typeof clubRoles)[number], grant: boolean) => {
    const roleName = translate(`fairway.roles.${role}`);
    if (
      !grant &&
      !(await confirm({
        title: translate('fairway.people.revoke_title'),
        prefix: '',
        msg: translate('fairway.people.revoke_message', { role: roleName, name: user.user_name }),
      }))
    )
      return;
    setBusy(true);
    setError(null);
    try {
      if (grant) await callEndpoint(userRoleEndpoints.grant, { params: { id: user.id }, body: { role } });
      else await callEndpoint(userRoleEndpoints.revoke, { params: { id: user.id, role } });
      notify(grant ? 'fairway.people.role_granted' : 'fairway.people.role_revoked', {
        type: 'success',
        messageArgs: { role: roleName, name: user.user_name },
      });
      refresh();
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : translate('fairway.form.unreachable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }} data-testid="club-roles">
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('fairway.people.roles_in', { club: clubName || translate('fairway.people.this_club') })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('fairway.people.roles_hint')}
        </Typography>
        {error ? (
          <Box sx={{ mb: 1 }}>
            <ErrorAlert>{error}</ErrorAlert>
          </Box>
        ) : null}
        <FormGroup>
          {clubRoles.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  checked={held.has(role)}
                  disabled={busy}
                  onChange={(event) => void change(role, event.target.checked)}
                />
              }
              label={translate(`fairway.roles.${role}`)}
            />
          ))}
          {user.roles.some((grant) => grant.role === Role.superAdmin) ? (
            <Typography variant="body2" color="text.secondary">
              {translate('fairway.people.is_super_admin')}
            </Typography>
          ) : null}
        </FormGroup>
      </CardContent>
    </Card>
  );
}

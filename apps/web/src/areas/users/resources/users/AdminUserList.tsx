import { clubRoles, Role, type userRecord } from '@fairway/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { mdiAccountStar } from '@mdi/js';
import { BooleanField, FunctionField, SelectInput, TextField, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { PhoneNumberField } from '../../../../layout/club/PhoneNumberField';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { roleLabel } from '../../../../layout/roleLabel';
import { initialsOf } from '../../../../layout/initials';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { avatarColourFor, UserAvatar } from '../../../../layout/UserAvatar';
import { roleIdsOf, useCurrentUser } from '../../../../providers/queries';
import { useSession } from '../../../../providers/session';
import { OwnRoster } from '../../../event-managers';

type UserRecord = z.output<typeof userRecord>;

const roleFilter = (
  <SelectInput
    key="role"
    source="role"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={clubRoles.map((role) => ({ id: String(role), name: `fairway.roles.${role}` }))}
  />
);

function ClubRoleChips({ user, clubId }: { user: UserRecord; clubId: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.roles
        .filter((grant) => grant.golf_course_id === clubId)
        .map((grant) => (
          <Chip
            key={grant.role}
            size="small"
            color="secondary"
            variant="outlined"
            label={translate(roleLabel(grant.role, grant.is_guest))}
          />
        ))}
    </Stack>
  );
}

/**
 * Admin > Users: the club's users with their roles there, for its admins (a super admin: of the active club). An
 * event manager, who runs no users, finds their own players here: their roster.
 */
export function AdminUserList() {
  const translate = useTranslate();
  const { data: currentUser, isPending } = useCurrentUser();
  const { active_golf_course_id: clubId } = useSession();
  const roles = roleIdsOf(currentUser);
  if (isPending) return null;
  const isSuperAdmin = roles.includes(Role.superAdmin);
  if (!isSuperAdmin && !roles.includes(Role.admin)) return <OwnRoster />;
  const rolesText = (record: RaRecord) =>
    (record as UserRecord).roles
      .filter((grant) => grant.golf_course_id === clubId)
      .map((grant) => translate(roleLabel(grant.role, grant.is_guest)))
      .join('; ');
  return (
    <ResourceList
      filters={[activeFilter, roleFilter]}
      filter={isSuperAdmin ? { golf_course: clubId } : undefined}
      csvText={{ roles: rolesText }}
      columnWidths={{ user_name: '12rem', email: '15rem', phone: '8rem' }}
      headingActions={
        <Button component={RouterLink} to="/event-managers" startIcon={<MdiIcon path={mdiAccountStar} />}>
          {translate('fairway.menu.event-managers')}
        </Button>
      }
    >
      <FunctionField<UserRecord>
        source="user_name"
        render={(user) => (
          <UserAvatar initial={initialsOf(user.user_name)} label={user.user_name} color={avatarColourFor(user.id)} />
        )}
      />
      <TextField source="email" />
      <PhoneNumberField source="phone" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
      <FunctionField<UserRecord>
        source="roles"
        sortable={false}
        render={(user) => <ClubRoleChips user={user} clubId={clubId} />}
      />
    </ResourceList>
  );
}

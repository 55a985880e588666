import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BooleanField, DateField, FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { activeFilter } from '../../layout/crud/filters';
import { ResourceList } from '../../layout/crud/ResourceList';
import { initialsOf } from '../../layout/initials';
import { ROLE } from '../../layout/menu/roles';
import { avatarColourFor, UserAvatar } from '../../layout/UserAvatar';

interface UserRecord {
  id: number;
  email: string;
  user_name: string;
  roles: { golf_course_id: number | null; golf_course_name: string | null; role: number }[];
}

const roleFilter = (
  <SelectInput
    key="role"
    source="role"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={Object.values(ROLE).map((role) => ({ id: String(role), name: `fairway.roles.${role}` }))}
  />
);

function UserRoles({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.roles.map((grant) => (
        <Chip
          key={`${grant.golf_course_id ?? 'global'}-${grant.role}`}
          size="small"
          label={
            grant.golf_course_name
              ? `${translate(`fairway.roles.${grant.role}`)} · ${grant.golf_course_name}`
              : translate(`fairway.roles.${grant.role}`)
          }
        />
      ))}
    </Stack>
  );
}

/** Read-only for now: the people part of Fairway adds the forms. */
export function UserList() {
  return (
    <ResourceList resource="users" filters={[activeFilter, roleFilter]} sort={{ field: 'email', order: 'ASC' }}>
      <FunctionField<UserRecord>
        source="user_name"
        render={(user) => (
          <UserAvatar
            initial={initialsOf(user.user_name)}
            label={user.user_name}
            color={avatarColourFor(user.user_name)}
          />
        )}
      />
      <TextField source="email" />
      <TextField source="phone" sortable={false} />
      <BooleanField source="is_active" />
      <BooleanField source="email_verified" />
      <DateField source="last_login_at" showTime />
      <FunctionField<UserRecord> source="roles" sortable={false} render={(user) => <UserRoles user={user} />} />
    </ResourceList>
  );
}

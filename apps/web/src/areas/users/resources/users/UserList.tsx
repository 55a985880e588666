import { roleIds, type userRecord } from '@fairway/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  BooleanField,
  FunctionField,
  SelectInput,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import type { z } from 'zod';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { PhoneNumberField } from '../../../../layout/club/PhoneNumberField';
import { EmailAddressField } from '../../../../layout/crud/EmailAddressField';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { roleLabel } from '../../../../layout/roleLabel';
import { initialsOf } from '../../../../layout/initials';
import { avatarColourFor, UserAvatar } from '../../../../layout/UserAvatar';
import { useInitData } from '../../../../providers/queries';
import { SetPasswordLink } from './SetPasswordLink';

type UserRecord = z.output<typeof userRecord>;

const roleFilter = (
  <SelectInput
    key="role"
    source="role"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={roleIds.map((role) => ({ id: String(role), name: `fairway.roles.${role}` }))}
  />
);

type RoleGrant = UserRecord['roles'][number];

/**
 * "Admin · Fairway Demo Golf Club", "Guest · Second Demo Golf Club", or "Super Admin" for a role that is not tied to a
 * course.
 */
function roleGrantLabel(grant: RoleGrant, translate: TranslateFunction): string {
  const role = translate(roleLabel(grant.role, grant.is_guest));
  return grant.golf_course_name ? `${role} · ${grant.golf_course_name}` : role;
}

function UserRoles({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.roles.map((grant) => (
        <Chip
          key={`${grant.golf_course_id ?? 'global'}-${grant.role}`}
          size="small"
          color="secondary"
          variant="outlined"
          label={roleGrantLabel(grant, translate)}
          // A chip wraps its words rather than cut the club's name short in a narrow column.
          sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ))}
    </Stack>
  );
}

/** Super Admin > Users: every user with their roles in every club, narrowed by club and role. */
export function UserList() {
  const translate = useTranslate();
  const { data: init } = useInitData();
  const clubFilter = (
    <SelectInput
      key="golf_course"
      source="golf_course"
      alwaysOn
      emptyText="fairway.filter.any"
      choices={(init?.data ?? []).map((club) => ({ id: String(club.id), name: club.name }))}
    />
  );
  const rolesText = (record: RaRecord) =>
    (record as UserRecord).roles.map((grant) => roleGrantLabel(grant, translate)).join('; ');
  return (
    <ResourceList
      filters={[activeFilter, clubFilter, roleFilter]}
      csvText={{ roles: rolesText }}
      // Fits a desktop of 1440 px beside the menu; the roles take what is left, their chips wrapping.
      columnWidths={{
        user_name: '15rem',
        email: '15rem',
        phone: '8rem',
        is_active: '5rem',
        email_verified: '5.5rem',
      }}
    >
      <FunctionField<UserRecord>
        source="user_name"
        render={(user) => (
          // The super admin reaches a user's password page from their name: this list opens no user's form.
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <UserAvatar initial={initialsOf(user.user_name)} label={user.user_name} color={avatarColourFor(user.id)} />
            <SetPasswordLink compact />
          </Stack>
        )}
      />
      <EmailAddressField source="email" />
      <PhoneNumberField source="phone" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
      <BooleanField source="email_verified" sortable={false} />
      <ClubDateField source="last_login_at" withTime />
      <FunctionField<UserRecord> source="roles" sortable={false} render={(user) => <UserRoles user={user} />} />
    </ResourceList>
  );
}

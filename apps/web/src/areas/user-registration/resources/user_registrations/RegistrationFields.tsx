import type { userRegistrationRecord } from '@fairway/contract';
import Chip from '@mui/material/Chip';
import { FunctionField, useTranslate } from 'react-admin';
import type { z } from 'zod';

export type UserRegistrationRecord = z.output<typeof userRegistrationRecord>;

/** "Robin Birdie": first and last name in one column, sorted by the first. */
export function PersonField(_props: { source: string; label?: string }) {
  return (
    <FunctionField<UserRegistrationRecord>
      source="first_name"
      render={(registration) => `${registration.first_name} ${registration.last_name}`.trim()}
    />
  );
}

/** Registration or join request, as a member or as a guest. */
export function KindField(_props: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<UserRegistrationRecord>
      source="kind"
      sortable={false}
      render={(registration) =>
        translate(`fairway.user_registrations.kinds.${registration.kind}_${registration.is_guest ? 'guest' : 'member'}`)
      }
    />
  );
}

const statusColours = {
  unverified: 'default',
  unapproved: 'secondary',
  approved: 'primary',
  rejected: 'error',
} as const;

export function StatusField(_props: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<UserRegistrationRecord>
      source="status"
      render={(registration) => (
        <Chip
          size="small"
          variant="outlined"
          color={statusColours[registration.status]}
          label={translate(`fairway.user_registrations.statuses.${registration.status}`)}
        />
      )}
    />
  );
}

import { fieldLimits, userRegistrationInput, userRegistrationLimits } from '@fairway/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { BooleanInput, NumberInput, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ClubDatesProvider } from '../../../../layout/club/clubDates';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { toDateFormat } from '../../../../layout/club/formatClubDate';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { fetchRegisteredGolfCourses, type RegisteredGolfCourse } from '../../../club-registration';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { registerUser } from '../../providers/userRegistrationApi';
import { Spinner } from '../../../../layout/Spinner';
import { useNotifyText } from '../../../../layout/useNotifyText';

type Registration = z.input<typeof userRegistrationInput>;

const resolver = contractResolver(userRegistrationInput);
const label = (field: string) => `fairway.user_registration.fields.${field}`;
const genderChoices = [
  { id: 'F', name: 'fairway.user_registration.genders.F' },
  { id: 'M', name: 'fairway.user_registration.genders.M' },
];

/** Kept out of sight and out of the Tab order: a person leaves it empty, a program filling every field does not. */
const honeypotSx = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/** The approved club of the page, from the public list of clubs (null while it loads, undefined when unknown). */
function useClub(id: number): RegisteredGolfCourse | null | undefined {
  const [club, setClub] = useState<RegisteredGolfCourse | null | undefined>(null);
  useEffect(() => {
    let current = true;
    fetchRegisteredGolfCourses().then(
      (courses) => current && setClub(courses.find((course) => course.id === id)),
      () => current && setClub(undefined),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return club;
}

/** `/golf-course/{id}/user-registration`: a visitor registers with a club; a code is mailed to confirm the e-mail. */
export function UserRegistration() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const navigate = useNavigate();
  const golfCourseId = Number(useParams().id);
  const club = useClub(golfCourseId);

  const save = async (values: Partial<Registration>) => {
    try {
      const { uid } = await registerUser({ ...(values as Registration), golf_course_id: golfCourseId });
      navigate(`/verify-email/${uid}`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
    }
    return undefined;
  };

  const text = (source: string, maxLength: number, required = false, type = 'text', autoComplete?: string) => (
    <TextInput
      source={source}
      label={label(source)}
      isRequired={required}
      type={type}
      fullWidth
      slotProps={{ htmlInput: { maxLength, autoComplete } }}
    />
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.user_registration')}
      </Typography>
      {club === undefined ? (
        <Typography>{translate('fairway.user_registration.no_club')}</Typography>
      ) : club === null ? (
        <Spinner />
      ) : (
        // The page knows its club from its path: a date of birth is typed the way that club writes dates.
        <ClubDatesProvider settings={{ timeZone: 'UTC', dateFormat: toDateFormat(club.date_format) }}>
          <Typography>{translate('fairway.user_registration.intro', { club: club.name })}</Typography>
          <Form
            onSubmit={save}
            resolver={resolver}
            defaultValues={{ golf_course_id: golfCourseId, is_guest: false }}
            mode="onBlur"
          >
            {text('first_name', userRegistrationLimits.firstName, true, 'text', 'given-name')}
            {text('last_name', userRegistrationLimits.lastName, false, 'text', 'family-name')}
            {text('email', fieldLimits.email, true, 'email', 'email')}
            {text('phone', userRegistrationLimits.phone, false, 'tel', 'tel')}
            <SelectInput source="gender" label={label('gender')} choices={genderChoices} emptyText="" fullWidth />
            <ClubDateInput source="date_of_birth" label={label('date_of_birth')} />
            <NumberInput
              source="declared_handicap_index"
              label={label('declared_handicap_index')}
              helperText="fairway.user_registration.handicap_help"
              step={0.1}
              min={-10}
              max={54}
              fullWidth
            />
            <BooleanInput source="is_guest" label={label('is_guest')} />
            <Box sx={honeypotSx} aria-hidden="true">
              <TextInput source="fax" label="Fax" slotProps={{ htmlInput: { tabIndex: -1, autoComplete: 'off' } }} />
            </Box>
            <SaveButton label="fairway.user_registration.submit" alwaysEnable />
          </Form>
        </ClubDatesProvider>
      )}
      <Typography>
        <Link component={RouterLink} to="/resend-otp">
          {translate('fairway.user_registration.lost_code')}
        </Link>
      </Typography>
    </Stack>
  );
}

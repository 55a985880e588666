import { fieldLimits, golfCourseRegistrationInput, registrationLimits } from '@fairway/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { registerGolfCourse } from '../../providers/clubRegistrationApi';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { useNotifyText } from '../../../../layout/useNotifyText';

type Registration = z.input<typeof golfCourseRegistrationInput>;

// A club's registration names no country yet: its phone numbers need their country code (decision 0046).
const resolver = contractResolver(golfCourseRegistrationInput, { phoneCountry: null });
const label = (field: string) => `fairway.club_registration.fields.${field}`;
const holesChoices = [9, 18, 27, 36].map((holes) => ({ id: holes, name: String(holes) }));

/** Kept out of sight and out of the Tab order: a person leaves it empty, a program filling every field does not. */
const honeypotSx = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/** `/golf-course-registration`: a club asks to join Fairway; the super admin approves it and its contact is mailed. */
export function GolfCourseRegistration() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const navigate = useNavigate();

  const save = async (values: Partial<Registration>) => {
    try {
      await registerGolfCourse(values as Registration);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
      return undefined;
    }
    navigate('/thank-you?registered=club');
    return undefined;
  };

  const text = (source: string, maxLength: number, required = false, type = 'text') => (
    <TextInput
      source={source}
      label={label(source)}
      isRequired={required}
      type={type}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.golf_course_registration')}
      </Typography>
      <Typography>{translate('fairway.club_registration.intro')}</Typography>
      <Form onSubmit={save} resolver={resolver} defaultValues={{ holes_count: 18 }} mode="onBlur">
        <Typography variant="h6" component="h2">
          {translate('fairway.club_registration.the_club')}
        </Typography>
        {text('name', registrationLimits.courseName, true)}
        {text('short_name', registrationLimits.shortName)}
        {text('address', registrationLimits.address)}
        <SelectInput source="holes_count" label={label('holes_count')} choices={holesChoices} />
        {text('email', fieldLimits.email, false, 'email')}
        {text('phone', registrationLimits.phone, false, 'tel')}
        {text('website', registrationLimits.website)}
        <Typography variant="h6" component="h2">
          {translate('fairway.club_registration.the_contact')}
        </Typography>
        {text('contact_name', registrationLimits.contactName, true)}
        {text('contact_email', fieldLimits.email, true, 'email')}
        {text('contact_phone', registrationLimits.phone, false, 'tel')}
        <Box sx={honeypotSx} aria-hidden="true">
          <TextInput source="fax" label="Fax" slotProps={{ htmlInput: { tabIndex: -1, autoComplete: 'off' } }} />
        </Box>
        <SaveButton label="fairway.club_registration.submit" alwaysEnable />
      </Form>
    </Stack>
  );
}

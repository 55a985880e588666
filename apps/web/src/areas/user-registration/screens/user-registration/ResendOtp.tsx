import Alert from '@mui/material/Alert';
import { fieldLimits, resendOtpInput } from '@fairway/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { fetchRegisteredGolfCourses, type RegisteredGolfCourse } from '../../../club-registration';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { resendOtp } from '../../providers/userRegistrationApi';
import { secondsToWait } from './waitAfter';
import { useNotifyText } from '../../../../layout/useNotifyText';

const resolver = contractResolver(resendOtpInput);

/** `/resend-otp`: a new code for the e-mail registered with a club, then the page to enter it. */
export function ResendOtp() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();
  const [clubs, setClubs] = useState<RegisteredGolfCourse[]>([]);
  useEffect(() => {
    let current = true;
    fetchRegisteredGolfCourses().then(
      (courses) => current && setClubs(courses),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const save = async (values: Partial<z.input<typeof resendOtpInput>>) => {
    setRefusal(null);
    try {
      const { uid } = await resendOtp({ email: values.email, golf_course_id: values.golf_course_id });
      navigate(`/verify-email/${uid}`);
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) {
        setRefusal(translate('fairway.verify_email.resend_in', { seconds, smart_count: seconds }));
        return undefined;
      }
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.resend_otp')}
      </Typography>
      <Typography>{translate('fairway.resend_otp.intro')}</Typography>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <Form onSubmit={save} resolver={resolver} mode="onSubmit">
        <TextInput
          source="email"
          label="fairway.user_registration.fields.email"
          type="email"
          isRequired
          fullWidth
          slotProps={{ htmlInput: { maxLength: fieldLimits.email, autoComplete: 'email' } }}
        />
        <SelectInput source="golf_course_id" label="fairway.resend_otp.club" choices={clubs} isRequired fullWidth />
        <SaveButton label="fairway.resend_otp.submit" alwaysEnable />
      </Form>
    </Stack>
  );
}

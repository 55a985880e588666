import { fieldLimits, forgotPasswordInput } from '@fairway/contract';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SaveButton, TextInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { Link as RouterLink } from 'react-router-dom';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { askForPasswordLink } from '../../providers/userRegistrationApi';
import { secondsToWait } from './waitAfter';
import { useNotifyText } from '../../../../layout/useNotifyText';

const resolver = contractResolver(forgotPasswordInput);

/** `/forgot-password`: a signed-out user asks for a link to choose a new password. */
export function ForgotPassword() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const save = async (values: Partial<z.output<typeof forgotPasswordInput>>) => {
    setRefusal(null);
    try {
      setDone(await askForPasswordLink({ email: values.email ?? '' }));
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) {
        setRefusal(translate('fairway.forgot_password.too_many', { seconds }));
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
        {translate('fairway.pages.forgot_password')}
      </Typography>
      {done ? (
        <Alert severity="success">{done}</Alert>
      ) : (
        <>
          <Typography>{translate('fairway.forgot_password.intro')}</Typography>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <Form onSubmit={save} resolver={resolver} mode="onSubmit">
            <TextInput
              source="email"
              label="fairway.login.email"
              type="email"
              isRequired
              fullWidth
              slotProps={{ htmlInput: { maxLength: fieldLimits.email, autoComplete: 'email' } }}
            />
            <SaveButton label="fairway.forgot_password.submit" alwaysEnable />
          </Form>
        </>
      )}
      <Button component={RouterLink} to="/auth/log-in" sx={{ alignSelf: 'flex-start' }}>
        {translate('fairway.public.sign_in')}
      </Button>
    </Stack>
  );
}

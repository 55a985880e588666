import { setPasswordWithLinkInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SaveButton, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { NewPasswordInputs } from '../../../../layout/NewPasswordInputs';
import { setPasswordWithLink } from '../../providers/clubRegistrationApi';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { useNotifyText } from '../../../../layout/useNotifyText';

/** The contract's new password, typed twice alike. */
const passwordChoice = z
  .object({
    new_password: setPasswordWithLinkInput.shape.new_password,
    repeat_password: setPasswordWithLinkInput.shape.new_password,
  })
  .refine((values) => values.repeat_password === values.new_password, {
    message: 'fairway.reset_password.mismatch',
    path: ['repeat_password'],
  });

const resolver = contractResolver(passwordChoice);

/** `/set-password?token=...`: the page a mailed link opens; the link's token works once, for 48 hours. */
export function SetPasswordWithLink() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Partial<z.output<typeof passwordChoice>>) => {
    try {
      const { email } = await setPasswordWithLink({ token, new_password: values.new_password ?? '' });
      setDone(email);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const errors = formErrors(error.body) ?? {};
        if (typeof errors.token === 'string') setRefusal(errors.token);
        return errors;
      }
      notifyText(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.set_password')}
      </Typography>
      {done ? (
        <>
          <Alert severity="success">{translate('fairway.set_password.done', { email: done })}</Alert>
          <Button component={RouterLink} to="/auth/log-in" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('fairway.public.sign_in')}
          </Button>
        </>
      ) : !token || refusal ? (
        <Alert severity="error">{refusal ?? translate('fairway.set_password.no_token')}</Alert>
      ) : (
        <Form onSubmit={save} resolver={resolver} mode="onChange" reValidateMode="onChange">
          <Typography>{translate('fairway.set_password.intro')}</Typography>
          <NewPasswordInputs />
          <SaveButton label="fairway.set_password.submit" alwaysEnable />
        </Form>
      )}
    </Stack>
  );
}

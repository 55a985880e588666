import { adminSetPasswordInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SaveButton, useGetOne, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { NewPasswordInputs } from '../../../../layout/NewPasswordInputs';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { setUserPassword } from '../../providers/userRegistrationApi';
import { useNotifyText } from '../../../../layout/useNotifyText';

const passwordChoice = z
  .object({
    new_password: adminSetPasswordInput.shape.new_password,
    repeat_password: adminSetPasswordInput.shape.new_password,
  })
  .refine((values) => values.repeat_password === values.new_password, {
    message: 'fairway.reset_password.mismatch',
    path: ['repeat_password'],
  });
const resolver = contractResolver(passwordChoice);

/** `/users/set-password/{id}`: an admin sets a user's password; the user's sessions end. */
export function SetUserPassword() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const userId = Number(useParams().id);
  const [done, setDone] = useState<string | null>(null);
  // Whose password it is, so that the admin sees they are on the right user's page.
  const user = useGetOne<{ id: number; user_name: string; email: string }>(
    'users',
    { id: userId },
    { retry: false, enabled: Number.isInteger(userId) && userId > 0 },
  );
  const unknownUser = !Number.isInteger(userId) || userId <= 0 || (user.error as HttpError | null)?.status === 404;

  const save = async (values: Partial<z.output<typeof passwordChoice>>) => {
    setRefusal(null);
    try {
      const { detail } = await setUserPassword({ user_id: userId, new_password: values.new_password ?? '' });
      setDone(detail);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        setRefusal(translate('fairway.users_set_password.not_found'));
        return undefined;
      }
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <PageHeading>{translate('fairway.pages.users_set_password')}</PageHeading>
      {user.data ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {translate('fairway.users_set_password.for', { name: user.data.user_name, email: user.data.email })}
        </Typography>
      ) : null}
      {unknownUser ? (
        <Alert severity="error">{translate('fairway.users_set_password.not_found')}</Alert>
      ) : done ? (
        <Alert severity="success">{done}</Alert>
      ) : (
        <Form onSubmit={save} resolver={resolver} mode="onChange" reValidateMode="onChange">
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <Typography>{translate('fairway.users_set_password.intro')}</Typography>
          <NewPasswordInputs />
          <SaveButton label="fairway.users_set_password.submit" alwaysEnable />
        </Form>
      )}
    </Stack>
  );
}

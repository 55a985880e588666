import { changeOwnPasswordInput, passwordLength } from '@fairway/contract';
import Box from '@mui/material/Box';
import { PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { NewPasswordInputs } from '../../../../layout/NewPasswordInputs';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { resetMyPassword } from '../../providers/authApi';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { useNotifyText } from '../../../../layout/useNotifyText';

/** The contract's change of password, and the new password typed twice alike. */
const passwordChangeInput = changeOwnPasswordInput
  .extend({ repeat_password: changeOwnPasswordInput.shape.new_password })
  .refine((values) => values.repeat_password === values.new_password, {
    message: 'fairway.reset_password.mismatch',
    path: ['repeat_password'],
  });

type PasswordChange = z.output<typeof passwordChangeInput>;

const passwordChange = contractResolver(passwordChangeInput);

const passwordInputProps = { maxLength: passwordLength.max };

/** `/reset-password` (menu label Change Password): the caller's own password; the server ends their other tokens. */
export function ResetPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const navigate = useNavigate();

  const save = async (values: Partial<PasswordChange>) => {
    try {
      await resetMyPassword({ old_password: values.old_password ?? '', new_password: values.new_password ?? '' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
      return undefined;
    }
    notify('fairway.reset_password.done', { type: 'success' });
    navigate(-1);
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <PageHeading>{translate('fairway.reset_password.title')}</PageHeading>
      <Form onSubmit={save} resolver={passwordChange} mode="onChange" reValidateMode="onChange">
        <PasswordInput
          source="old_password"
          label="fairway.reset_password.old_password"
          isRequired
          autoComplete="current-password"
          slotProps={{ htmlInput: passwordInputProps }}
          fullWidth
        />
        <NewPasswordInputs />
        <SaveButton label="fairway.reset_password.submit" alwaysEnable />
      </Form>
    </Box>
  );
}

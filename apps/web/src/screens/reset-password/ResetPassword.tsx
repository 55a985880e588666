import Box from '@mui/material/Box';
import { Form, maxLength, minLength, PasswordInput, required, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../layout/crud/PageHeading';
import { resetMyPassword } from '../../providers/api';
import { formErrors } from '../../providers/dataProvider';
import { HttpError } from '../../providers/httpClient';

interface PasswordChange {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

const passwordLength = [minLength(8, 'fairway.reset_password.length'), maxLength(128, 'fairway.reset_password.length')];

const sameAsNew = (value: string, values: PasswordChange) =>
  value === values.new_password ? undefined : 'fairway.reset_password.mismatch';

/** `/reset-password` (menu label Change Password): the caller's own password; the server ends their other tokens. */
export function ResetPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();

  const save = async (values: Partial<PasswordChange>) => {
    try {
      await resetMyPassword({ old_password: values.old_password ?? '', new_password: values.new_password ?? '' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
    notify('fairway.reset_password.done', { type: 'success' });
    navigate(-1);
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <PageHeading>{translate('fairway.reset_password.title')}</PageHeading>
      <Form onSubmit={save} mode="onChange" reValidateMode="onChange">
        <PasswordInput
          source="old_password"
          label="fairway.reset_password.old_password"
          validate={required()}
          autoComplete="current-password"
          fullWidth
        />
        <PasswordInput
          source="new_password"
          label="fairway.reset_password.new_password"
          validate={[required(), ...passwordLength]}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="repeat_password"
          label="fairway.reset_password.confirm_password"
          validate={[required(), sameAsNew]}
          autoComplete="new-password"
          fullWidth
        />
        <SaveButton label="fairway.reset_password.submit" alwaysEnable />
      </Form>
    </Box>
  );
}

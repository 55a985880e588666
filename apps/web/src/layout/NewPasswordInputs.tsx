import { passwordLength } from '@fairway/contract';
import { PasswordInput } from 'react-admin';

const passwordInputProps = { maxLength: passwordLength.max };

/** The new password and its repetition, as every form that sets a password asks for them. */
export function NewPasswordInputs() {
  return (
    <>
      <PasswordInput
        source="new_password"
        label="fairway.reset_password.new_password"
        isRequired
        autoComplete="new-password"
        slotProps={{ htmlInput: passwordInputProps }}
        fullWidth
      />
      <PasswordInput
        source="repeat_password"
        label="fairway.reset_password.confirm_password"
        isRequired
        autoComplete="new-password"
        slotProps={{ htmlInput: passwordInputProps }}
        fullWidth
      />
    </>
  );
}

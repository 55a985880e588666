import { verifyEmailInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SaveButton, TextInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { verifyEmail } from '../../providers/userRegistrationApi';
import { ResendCodeButton } from './ResendCodeButton';
import { useNotifyText } from '../../../../layout/useNotifyText';

const codeInput = z.object({ otp: verifyEmailInput.shape.otp });
const resolver = contractResolver(codeInput);

/** `/verify-email/{uid}`: the 6-digit code of the mail, with a button for a new code. */
export function VerifyEmail() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const navigate = useNavigate();
  const uid = useParams().uid ?? '';
  const [sent, setSent] = useState<string | null>(null);

  const save = async (values: Partial<z.output<typeof codeInput>>) => {
    try {
      await verifyEmail({ uid, otp: values.otp ?? '' });
      navigate('/thank-you?registered=player');
    } catch (error) {
      if (error instanceof HttpError && (error.status === 400 || error.status === 404)) {
        const errors = formErrors(
          error.status === 404 ? { otp: [translate('fairway.verify_email.unknown')] } : error.body,
        );
        if (errors && 'uid' in errors) return { otp: errors.uid };
        return errors ?? undefined;
      }
      notifyText(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.verify_email')}
      </Typography>
      <Typography>{translate('fairway.verify_email.intro')}</Typography>
      {sent ? <Alert severity="success">{sent}</Alert> : null}
      <Form onSubmit={save} resolver={resolver} mode="onSubmit">
        <TextInput
          source="otp"
          label="fairway.verify_email.code"
          isRequired
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
              pattern: '[0-9]*',
              style: { letterSpacing: '0.5em', fontSize: '1.5rem' },
            },
          }}
        />
        <SaveButton label="fairway.verify_email.submit" alwaysEnable />
      </Form>
      <ResendCodeButton uid={uid} onSent={setSent} />
    </Stack>
  );
}

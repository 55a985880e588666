import { changeEmailInput, fieldLimits, passwordLength, profileInput, profileLimits } from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import { mdiEmailArrowRightOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PasswordInput, RecordContextProvider, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { phoneNumberInputText } from '../../../../layout/club/phoneNumberInputText';
import { usePhoneCountry } from '../../../../layout/club/useActiveClub';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { ImageInput } from '../../../../layout/crud/ImageInput';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { Spinner } from '../../../../layout/Spinner';
import type { z } from 'zod';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { askToChangeEmail, fetchProfile, type Profile as ProfileRecord, saveProfile } from '../../providers/profileApi';
import { GolferDetails } from '../../../members';
import { useNotifyText } from '../../../../layout/useNotifyText';

const changeEmailResolver = contractResolver(changeEmailInput);

const photoLabels = {
  title: 'fairway.profile.photo',
  preview: 'fairway.profile.photo_preview',
  none: 'fairway.profile.no_photo',
  choose: 'fairway.image.choose',
  remove: 'fairway.profile.remove_photo',
  hint: 'fairway.profile.photo_hint',
};

/** A refusal of the server as the form's field errors, or a notification when it is not about the fields. */
function useRefusals() {
  const notifyText = useNotifyText();
  return (error: unknown) => {
    if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
    notifyText(error);
    return undefined;
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function DetailsForm({ profile }: { profile: ProfileRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refusals = useRefusals();
  const phoneCountry = usePhoneCountry();
  const profileResolver = useMemo(() => contractResolver(profileInput, { phoneCountry }), [phoneCountry]);
  const save = async (values: Partial<z.output<typeof profileInput>>) => {
    try {
      const saved = await saveProfile({
        first_name: values.first_name ?? '',
        last_name: values.last_name ?? '',
        phone: values.phone ?? '',
        ...(values.photo_id !== undefined && { photo_id: values.photo_id }),
      });
      queryClient.setQueryData(['profile'], saved);
      // The top bar's name and photo come from the current user.
      await queryClient.invalidateQueries({ queryKey: ['currentUser'] });
      notify('fairway.profile.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      return refusals(error);
    }
  };
  return (
    <RecordContextProvider value={{ id: 'profile', ...profile }}>
      <Form onSubmit={save} resolver={profileResolver} mode="onChange" reValidateMode="onChange">
        <ImageInput source="photo_id" previewSource="user_profile_pic" labels={photoLabels} />
        <TextInput
          source="first_name"
          label="fairway.profile.first_name"
          isRequired
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: fieldLimits.name } }}
          fullWidth
        />
        <TextInput
          source="last_name"
          label="fairway.profile.last_name"
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: profileLimits.lastName } }}
          fullWidth
        />
        <TextInput
          source="phone"
          label="fairway.profile.phone"
          type="tel"
          autoComplete="tel"
          format={(value: unknown) => phoneNumberInputText(value, phoneCountry)}
          slotProps={{ htmlInput: { maxLength: profileLimits.phone } }}
          fullWidth
        />
        <SaveButton label={translate('fairway.profile.save')} alwaysEnable />
      </Form>
    </RecordContextProvider>
  );
}

function EmailForm({ profile }: { profile: ProfileRecord }) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const refusals = useRefusals();
  const send = async (values: Partial<z.output<typeof changeEmailInput>>) => {
    try {
      const answer = await askToChangeEmail({ password: values.password ?? '', new_email: values.new_email ?? '' });
      notifyText(answer.detail, 'success');
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      return undefined;
    } catch (error) {
      return refusals(error);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{translate('fairway.profile.email_intro', { email: profile.email })}</Typography>
      {profile.pending_email ? (
        <Alert severity="info">{translate('fairway.profile.pending', { email: profile.pending_email })}</Alert>
      ) : null}
      {/* A new form once the link is sent: the password is not left in it. */}
      <Form
        key={profile.pending_email ?? ''}
        onSubmit={send}
        resolver={changeEmailResolver}
        mode="onSubmit"
        reValidateMode="onChange"
      >
        <TextInput
          source="new_email"
          label="fairway.profile.new_email"
          type="email"
          isRequired
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: fieldLimits.email } }}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="fairway.profile.password"
          isRequired
          autoComplete="current-password"
          slotProps={{ htmlInput: { maxLength: passwordLength.max } }}
          fullWidth
        />
        <SaveButton
          label={translate('fairway.profile.change_email')}
          icon={<MdiIcon path={mdiEmailArrowRightOutline} />}
          alwaysEnable
        />
      </Form>
    </Stack>
  );
}

function GolferFacts({ member }: { member: NonNullable<ProfileRecord['member']> }) {
  const translate = useTranslate();
  const facts: [string, string][] = [
    ['fairway.profile.handicap_index', handicapIndexText(member.handicap_index)],
    ['fairway.profile.low_handicap_index', handicapIndexText(member.low_handicap_index)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) auto', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {value || translate('fairway.profile.no_index')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The account menu's My Profile: every signed-in user's own name, photo and phone, e-mail, and for a golfer their
 * index, addresses, contacts and index history.
 */
export function Profile() {
  const translate = useTranslate();
  const { data: profile, error } = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeading>{translate('fairway.profile.title')}</PageHeading>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {profile ? (
        <Stack spacing={3}>
          <Section title={translate('fairway.profile.details')}>
            <DetailsForm profile={profile} />
          </Section>
          <Section title={translate('fairway.profile.email')}>
            <EmailForm profile={profile} />
          </Section>
          {profile.member ? (
            <Section title={translate('fairway.profile.golfer')}>
              <GolferFacts member={profile.member} />
              <GolferDetails memberId={profile.member.id} current={profile.member} ownProfile />
            </Section>
          ) : null}
        </Stack>
      ) : error ? null : (
        <Spinner />
      )}
    </Box>
  );
}

import { joinGolfCourseInput } from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RadioButtonGroupInput, SaveButton, SelectInput, useTranslate } from 'react-admin';
import { Form } from '../../../../layout/crud/forms';
import { z } from 'zod';
import { contractResolver } from '../../../../layout/crud/contractResolver';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { fetchInit } from '../../../../providers/api';
import { fetchRegisteredGolfCourses, type RegisteredGolfCourse } from '../../../club-registration';
import { formErrors } from '../../../../providers/dataProvider';
import { HttpError } from '../../../../providers/httpClient';
import { joinGolfCourse } from '../../providers/userRegistrationApi';
import { useNotifyText } from '../../../../layout/useNotifyText';

const joinChoice = z.object({
  golf_course_id: joinGolfCourseInput.shape.golf_course_id,
  as: z.enum(['member', 'guest']),
});
const resolver = contractResolver(joinChoice);
const asChoices = [
  { id: 'member', name: 'fairway.join_golf_courses.as_member' },
  { id: 'guest', name: 'fairway.join_golf_courses.as_guest' },
];

/** The approved clubs the signed-in user does not belong to yet. */
function useOtherClubs(): RegisteredGolfCourse[] | null {
  const [clubs, setClubs] = useState<RegisteredGolfCourse[] | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([fetchRegisteredGolfCourses(), fetchInit()]).then(
      ([all, init]) => {
        const mine = new Set(init.data.map((course) => course.id));
        if (current) setClubs(all.filter((course) => !mine.has(course.id)));
      },
      () => current && setClubs([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return clubs;
}

/** `/join-golf-courses`: a signed-in user asks to join another club as a member or a guest; its admin decides. */
export function JoinGolfCourses() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const clubs = useOtherClubs();
  const [asked, setAsked] = useState<string | null>(null);

  const save = async (values: Partial<z.output<typeof joinChoice>>) => {
    try {
      await joinGolfCourse({ golf_course_id: values.golf_course_id!, is_guest: values.as === 'guest' });
      const club = clubs?.find((course) => course.id === values.golf_course_id);
      setAsked(translate('fairway.join_golf_courses.asked', { club: club?.name ?? '' }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return formErrors(error.body) ?? undefined;
      notifyText(error);
    }
    return undefined;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeading>{translate('fairway.pages.join_golf_courses')}</PageHeading>
      <Typography>{translate('fairway.join_golf_courses.intro')}</Typography>
      {asked ? <Alert severity="success">{asked}</Alert> : null}
      {clubs && clubs.length === 0 ? <Typography>{translate('fairway.join_golf_courses.none')}</Typography> : null}
      {clubs && clubs.length > 0 && !asked ? (
        <Form onSubmit={save} resolver={resolver} defaultValues={{ as: 'member' }} mode="onSubmit">
          <SelectInput
            source="golf_course_id"
            label="fairway.join_golf_courses.club"
            choices={clubs}
            isRequired
            fullWidth
          />
          <RadioButtonGroupInput source="as" label="fairway.join_golf_courses.as" choices={asChoices} />
          <SaveButton label="fairway.join_golf_courses.submit" alwaysEnable />
        </Form>
      ) : null}
    </Stack>
  );
}

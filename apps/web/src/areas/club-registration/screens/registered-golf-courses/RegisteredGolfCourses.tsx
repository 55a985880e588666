import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { FairwayLogo } from '../../../../layout/FairwayLogo';
import { Spinner } from '../../../../layout/Spinner';
import { fetchRegisteredGolfCourses, type RegisteredGolfCourse } from '../../providers/clubRegistrationApi';

function CourseCard({ course }: { course: RegisteredGolfCourse }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/golf-course/${course.id}/user-registration`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            {course.logo ? (
              <img src={course.logo} alt="" width={96} height={96} style={{ objectFit: 'contain' }} />
            ) : (
              <FairwayLogo />
            )}
            <Typography variant="h6" component="h2">
              {course.name}
            </Typography>
            {course.city_name ? <Typography color="text.secondary">{course.city_name}</Typography> : null}
            <Typography color="primary" sx={{ fontWeight: 500, textTransform: 'uppercase', letterSpacing: '0.03em' }}>
              {translate('fairway.golf_courses.register')}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** `/golf-courses`: the approved clubs as cards; a player picks the club to register with. */
export function RegisteredGolfCourses() {
  const translate = useTranslate();
  // Public pages live outside the signed-in app and its query client: one request when the page opens.
  const [data, setData] = useState<RegisteredGolfCourse[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let current = true;
    fetchRegisteredGolfCourses().then(
      (courses) => current && setData(courses),
      (failure: unknown) => current && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      current = false;
    };
  }, []);
  const isPending = data === null && error === null;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {translate('fairway.pages.golf_courses_registered')}
      </Typography>
      <Typography>{translate('fairway.golf_courses.choose_to_register')}</Typography>
      {isPending ? <Spinner /> : null}
      {error ? <ErrorAlert>{error.message}</ErrorAlert> : null}
      {data && data.length === 0 ? <Typography>{translate('fairway.golf_courses.none_yet')}</Typography> : null}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.map((course) => (
          <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <CourseCard course={course} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

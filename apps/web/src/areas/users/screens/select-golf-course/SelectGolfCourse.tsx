import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Role } from '@fairway/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { FailureAlert } from '../../../../layout/FailureAlert';
import { initialsOf } from '../../../../layout/initials';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { Spinner } from '../../../../layout/Spinner';
import type { GolfCourseChoice } from '../../../../providers/api';
import { roleIdsOf, useCurrentUser, useInitData } from '../../../../providers/queries';
import { chooseGolfCourse, useSession } from '../../../../providers/session';
import { HOME_PAGE } from '../../../../layout/routing/guard';
import { loadReturnPath, returnPathOf } from '../../../../layout/routing/returnPath';

/** With more courses than this, the list gets a Search field. */
const SEARCH_FROM = 6;

/** Loaded only for a long list: text fields would weigh on every sign-in for the few users who need one. */
const CourseSearchField = lazy(async () => ({ default: (await import('./CourseSearchField')).CourseSearchField }));

function CourseRow({ course, active, onChoose }: { course: GolfCourseChoice; active: boolean; onChoose: () => void }) {
  const translate = useTranslate();
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onChoose} selected={active} aria-current={active ? 'true' : undefined}>
        <ListItemAvatar>
          <Avatar
            src={course.logo ?? undefined}
            alt=""
            variant="rounded"
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initialsOf(course.name).slice(0, 2)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary={course.name} secondary={active ? translate('fairway.course.active') : undefined} />
        {/* Only what is true: a super admin overseeing a club is neither its member nor its guest. */}
        {course.is_guest ? (
          <Chip size="small" label={translate('fairway.course.guest')} variant="outlined" />
        ) : course.is_member ? (
          <Chip size="small" label={translate('fairway.course.member')} color="primary" />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

/** `/select-golf-course`: the user's courses (member and guest told apart); one course is chosen without asking. */
export function SelectGolfCourse() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const returnPath = returnPathOf(useLocation().search);
  // On to the page that sent the user to sign in, else the dashboard.
  const goOn = useCallback(() => {
    if (returnPath) loadReturnPath(returnPath);
    else navigate(HOME_PAGE, { replace: true });
  }, [returnPath, navigate]);
  const { active_golf_course_id } = useSession();
  const init = useInitData();
  const currentUser = useCurrentUser();
  const [search, setSearch] = useState('');
  const courses = init.data?.data;

  const choose = (course: { id: number; name: string }) => {
    chooseGolfCourse(course);
    goOn();
  };

  const onlyCourse = courses?.length === 1 ? courses[0] : undefined;
  useEffect(() => {
    if (onlyCourse && active_golf_course_id === 0) {
      chooseGolfCourse(onlyCourse);
      goOn();
    }
  }, [onlyCourse, active_golf_course_id, goOn]);

  if (init.isPending || (onlyCourse && active_golf_course_id === 0)) return <Spinner />;
  if (init.isError || !courses) {
    return (
      <FailureAlert
        action={
          <Button color="inherit" size="small" onClick={() => void init.refetch()}>
            {translate('fairway.course.retry')}
          </Button>
        }
      >
        {translate('fairway.course.init_failed')}
      </FailureAlert>
    );
  }

  const needle = search.trim().toLocaleLowerCase();
  const shown = courses
    .filter((course) => course.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => Number(a.is_guest) - Number(b.is_guest) || a.name.localeCompare(b.name));
  const isSuperAdmin = roleIdsOf(currentUser.data).includes(Role.superAdmin);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading>{translate('fairway.course.title')}</PageHeading>
      <Typography sx={{ mb: 2 }}>
        {courses.length > 0 ? translate('fairway.course.intro') : translate('fairway.course.none')}
      </Typography>
      {isSuperAdmin ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('fairway.course.super_admin_hint')}
        </Typography>
      ) : null}
      {courses.length > SEARCH_FROM ? (
        <Suspense fallback={null}>
          <CourseSearchField value={search} onChange={setSearch} />
        </Suspense>
      ) : null}
      {courses.length > 0 ? (
        <Paper variant="outlined">
          {shown.length > 0 ? (
            <List disablePadding aria-label={translate('fairway.course.title')}>
              {shown.map((course) => (
                <CourseRow
                  key={course.id}
                  course={course}
                  active={course.id === active_golf_course_id}
                  onChoose={() => choose(course)}
                />
              ))}
            </List>
          ) : (
            <Typography sx={{ p: 2 }}>{translate('fairway.course.no_match')}</Typography>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}

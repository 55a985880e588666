import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useClubDates, useFormatClubDate } from './club/clubDates';
import { clubToday } from './club/formatClubDate';
import type { CardReading } from './dashboardCard';

/** What a dashboard card's face reads in the app: react-admin's words and the club's dates; undefined without a club. */
export function useCardReading(): CardReading | undefined {
  const translate = useTranslate();
  const club = useClubDates();
  const formatDate = useFormatClubDate();
  return useMemo(
    () => (club ? { translate, formatDate, today: clubToday(club) } : undefined),
    [club, translate, formatDate],
  );
}

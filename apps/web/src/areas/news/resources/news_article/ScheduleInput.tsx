import { useTranslate } from 'react-admin';
import { ClubDateTimeInput } from '../../../../layout/club/ClubDateTimeInput';

/**
 * When an article is published: a date and time on the club's clock, sent as an instant. Left empty, publishing sets
 * it to now; a time ahead schedules the article.
 */
export function ScheduleInput({ source }: { source: string }) {
  const translate = useTranslate();
  return <ClubDateTimeInput source={source} helperText={translate('fairway.news.editor.schedule_hint')} />;
}

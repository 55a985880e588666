import { useTranslate } from 'react-admin';
import { ClubDateTimeInput } from '../../../../layout/club/ClubDateTimeInput';

/** When a post stops showing: a date and time on the club's clock, sent as an instant; empty, never. */
export function ExpiryInput({ source }: { source: string }) {
  const translate = useTranslate();
  return <ClubDateTimeInput source={source} helperText={translate('fairway.news.posts.expires_hint')} />;
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { fetchFeed } from '../../providers/newsFeed';

/** The dashboard's card of the club's latest three articles, for every role; nothing while the club has none. */
export function LatestNewsCard() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const { data } = useQuery({ queryKey: ['news_feed', 'latest'], queryFn: () => fetchFeed({ page_size: '3' }) });
  if (!data || data.results.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }} component="h2">
          <Link component={RouterLink} to="/news" underline="hover" color="inherit">
            {translate('fairway.news.feed.latest')}
          </Link>
        </Typography>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.results.map((article) => (
            <li key={article.id}>
              <Link component={RouterLink} to={`/news/${article.id}`} underline="hover" sx={{ fontWeight: 500 }}>
                {article.title}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDate(article.published_at)}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

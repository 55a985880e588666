import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import type { FeedArticle, PublicArticleCard } from '../../providers/newsApi';

/**
 * An article in the feed: its cover, category, title, summary, date and comments; it opens the article's page (`to`:
 * the members' page unless another is given). A public article has no comments to count.
 */
export function FeedArticleCard({
  article,
  to = `/news/${article.id}`,
}: {
  article: FeedArticle | PublicArticleCard;
  to?: string;
}) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        {article.cover_image_url ? (
          <Box
            component="img"
            src={article.cover_image_url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        <CardContent>
          {article.category_name ? (
            <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 1.6 }}>
              {article.category_name}
            </Typography>
          ) : null}
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, mb: 0.5 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {article.summary}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {[
              formatDate(article.published_at),
              'comments_count' in article
                ? translate('fairway.news.feed.comments', { smart_count: article.comments_count })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

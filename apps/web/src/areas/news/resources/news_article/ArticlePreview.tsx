import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useGetMany, useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ArticleView } from '../../screens/news/ArticleView';

/** The form's article as members will read it, in a dialog: the feed's own article view. */
export function ArticlePreview({ coverImageUrl }: { coverImageUrl: string | null }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const values = useWatch() as Record<string, unknown>;
  const categoryId = values.category_id as number | null | undefined;
  const authorId = values.author_id as number | null | undefined;
  const tagIds = (values.tag_ids as number[] | undefined) ?? [];
  const { data: category } = useGetOne('news_category', { id: categoryId ?? 0 }, { enabled: open && !!categoryId });
  const { data: author } = useGetOne('news_author', { id: authorId ?? 0 }, { enabled: open && !!authorId });
  const { data: tags } = useGetMany('news_tag', { ids: tagIds }, { enabled: open && tagIds.length > 0 });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2, alignSelf: 'flex-start' }}>
        {translate('fairway.news.editor.preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth scroll="body">
        <DialogContent>
          <ArticleView
            title={String(values.title ?? '')}
            summary={String(values.summary ?? '')}
            body={String(values.body ?? '')}
            coverImageUrl={coverImageUrl}
            categoryName={categoryId ? ((category?.name as string | undefined) ?? null) : null}
            authorName={authorId ? ((author?.name as string | undefined) ?? null) : null}
            publishedAt={(values.published_at as string | null | undefined) ?? new Date()}
            tags={(tags ?? []).map((tag) => String(tag.name))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('fairway.news.editor.close_preview')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import { articleStatuses } from '@fairway/contract';
import { AutocompleteInput, ReferenceInput, SelectInput, TextField, useTranslate, type RaRecord } from 'react-admin';
import { ClubDateField } from '../../../../layout/club/ClubDateField';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { ArticleStatusField, shownStatus, type NewsArticle } from './ArticleStatusField';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="fairway.filter.any"
    choices={articleStatuses.map((status) => ({ id: status, name: `fairway.news.statuses.${status}` }))}
  />,
  <ReferenceInput
    key="category_id"
    source="category_id"
    reference="news_category"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="tag_id" source="tag_id" reference="news_tag" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.news_article.fields.tag_ids" />
  </ReferenceInput>,
];

/** `/news-article`: the club's articles, drafts and scheduled ones included, each with its status as a chip. */
export function NewsArticleList() {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={filters}
      columnWidths={{ status: '8rem', category_name: '10rem', author_name: '11rem' }}
      csvText={{
        status: (record: RaRecord) => translate(`fairway.news.statuses.${shownStatus(record as NewsArticle)}`),
      }}
    >
      <TextField source="title" />
      <ArticleStatusField source="status" />
      <TextField source="category_name" />
      <TextField source="author_name" />
      <ClubDateField source="published_at" withTime />
    </ResourceList>
  );
}

import { useTranslate } from 'react-admin';
import { Notice } from '../NoticePages';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

/**
 * A record's page whose record could not be read, in place of the page: a record that does not exist, or is another
 * club's (the API answers 404 for both), is "not found"; any other failure says what it was. Either way the page leads
 * back to the resource's list, never to an address of react-admin's own that no route serves.
 */
export function RecordNotFound({ error }: { error: unknown }) {
  const translate = useTranslate();
  const { name, listPath } = useResourceDeclaration();
  const thing = useThing(name);
  const list = useThing(name, 2);
  const notFound = (error as { status?: number } | null)?.status === 404;
  return (
    <Notice
      title={translate(notFound ? 'fairway.app.record_not_found_title' : 'fairway.app.page_error', { thing })}
      text={translate(notFound ? 'fairway.app.record_not_found' : 'fairway.app.record_unreadable', {
        thing: thing.toLowerCase(),
        message: error instanceof Error ? error.message : '',
      })}
      action={{ to: listPath, label: 'fairway.app.back_to_list', labelArgs: { list } }}
    />
  );
}

/** The `onError` of a record's query: the page says what went wrong, so a notification would only repeat it. */
export function notifyNothing() {}

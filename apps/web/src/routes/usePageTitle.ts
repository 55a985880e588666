import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The document's title: the name of the page shown, then Fairway ("Members · Fairway"), so that a tab and the history
 * say what each page is. `null` while the route only redirects: the page it leads to names itself.
 */
export function usePageTitle(label: string | null) {
  const translate = useTranslate();
  const title = label === null ? null : translate(label);
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${translate('fairway.app.name')}`;
  }, [title, translate]);
}

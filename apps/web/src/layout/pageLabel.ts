import { createContext, useContext } from 'react';

/**
 * The i18n key of the name of the page shown: the label of the menu entry that leads to it, or the page's own name.
 * A page's heading starts with it, so that a person finds the words they clicked (the document's title has it too).
 */
export const PageLabelContext = createContext<string | null>(null);

export const usePageLabel = () => useContext(PageLabelContext);

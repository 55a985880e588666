import Polyglot from 'node-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { fairwayMessages } from './messages';

/** Labels by key, nested as the i18n keys are: `{ fairway: { members: { tabs: ... } } }`. */
export type Labels = { [key: string]: string | Labels };

const polyglot = new Polyglot({
  locale: 'en',
  phrases: { '': '', ...englishMessages, ...fairwayMessages },
  allowMissing: false,
});

/**
 * Fairway's i18n provider: react-admin's English and the labels every screen may need at first, to which each area
 * adds its own as its screens load (`addLabels`), so that the first page carries no other area's words.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => polyglot.t(key, options),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
  getLocales: () => [{ locale: 'en', name: 'English' }],
};

/** Adds an area's labels; once added they stay for every later screen. */
export function addLabels(labels: Labels): void {
  polyglot.extend(labels);
}

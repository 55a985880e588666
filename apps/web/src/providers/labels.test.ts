import { describe, expect, it } from 'vitest';
import type { Labels } from './i18nProvider';
import { fairwayMessages } from './messages';

const areaLabels = import.meta.glob<Labels>('../areas/*/labels/*.ts', { import: 'labels', eager: true });

/** Every key's wording with the files that give it, flattened as the i18n provider flattens them. */
function wordingsByKey(): Map<string, Map<string, string[]>> {
  const wordings = new Map<string, Map<string, string[]>>();
  const add = (labels: Labels, prefix: string, file: string): void => {
    for (const [name, value] of Object.entries(labels)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value !== 'string') {
        add(value, key, file);
        continue;
      }
      const files = wordings.get(key) ?? new Map<string, string[]>();
      files.set(value, [...(files.get(value) ?? []), file]);
      wordings.set(key, files);
    }
  };
  add(fairwayMessages as Labels, '', 'providers/messages.ts');
  for (const [file, labels] of Object.entries(areaLabels)) if (labels) add(labels, '', file);
  return wordings;
}

describe("the areas' labels", () => {
  it('are found, so that the check below has something to check', () => {
    expect(Object.keys(areaLabels).length).toBeGreaterThan(10);
  });

  // Labels are added as screens load and a later one replaces an earlier: a key worded twice would read one way or the
  // other depending on which screen the user opened first.
  it('word each key one way, whichever screens load first', () => {
    const twoWays = [...wordingsByKey()]
      .filter(([, byWording]) => byWording.size > 1)
      .map(([key, byWording]) => ({ key, wordings: Object.fromEntries(byWording) }));
    expect(twoWays).toEqual([]);
  });
});

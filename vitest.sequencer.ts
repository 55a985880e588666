import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the named files started before all others. On a clean checkout Vitest has no timings of an
 * earlier run and starts the largest files first; a short file that runs long (one test walking every screen) then
 * starts last, and every other worker waits for it at the end of the tier.
 */
export function startingFirst(longRunning: readonly string[]) {
  return class StartingFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const index = longRunning.findIndex((name) => file.moduleId.endsWith(name));
        return index === -1 ? longRunning.length : index;
      };
      return (await super.sort(files))
        .map((file, order) => ({ file, order }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
        .map(({ file }) => file);
    }
  };
}

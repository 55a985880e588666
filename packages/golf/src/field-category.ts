import { toTenths } from './rounding.js';

/** A category of a competition's field: who falls in it by gender, Handicap Index and age; unset bounds are open. */
export type FieldCategoryRule = {
  name: string;
  gender?: 'M' | 'F' | null;
  min_index?: number | null;
  max_index?: number | null;
  min_age?: number | null;
};

/** Input of `fieldCategory`. */
export type FieldCategoryInput = {
  categories: readonly FieldCategoryRule[];
  gender: string | null;
  handicapIndex: number | null;
  /** Age in whole years on the first day of the competition, if the date of birth is known. */
  age: number | null;
};

/**
 * The category a competitor plays in: the first of the competition's categories whose gender, index band (in
 * tenths, so that 12.0 and 12.1 fall either side of a "0-12.0 / 12.1-24.0" split) and minimum age they meet; `''`
 * when none fits or the competition has none. A band needs an index; an age limit needs a known age.
 */
export function fieldCategory(input: FieldCategoryInput): string {
  const index = input.handicapIndex === null ? null : toTenths(input.handicapIndex);
  const fits = (category: FieldCategoryRule) => {
    if (category.gender && category.gender !== input.gender) return false;
    const hasBand = (category.min_index ?? null) !== null || (category.max_index ?? null) !== null;
    if (hasBand && index === null) return false;
    if ((category.min_index ?? null) !== null && index! < toTenths(category.min_index!)) return false;
    if ((category.max_index ?? null) !== null && index! > toTenths(category.max_index!)) return false;
    if ((category.min_age ?? null) !== null && (input.age === null || input.age < category.min_age!)) return false;
    return true;
  };
  return input.categories.find(fits)?.name ?? '';
}

/** The later parts of Fairway, each built by its own issue; their names are i18n keys `fairway.later.parts.<id>`. */
export const PARTS = ['tournaments', 'courses', 'members', 'rounds', 'finance', 'news', 'people'] as const;

export type PartId = (typeof PARTS)[number];

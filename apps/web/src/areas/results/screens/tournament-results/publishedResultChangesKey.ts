/** The cache key of the club's published results the rules as they are now would change. */
export const publishedResultChangesKey = ['published-result-changes'] as const;

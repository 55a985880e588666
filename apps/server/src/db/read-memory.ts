/**
 * Where a read that changes only with the data is kept between requests (the server's list page cache): answered from
 * memory until a change to any table is heard, and read again after. The key names everything the read depends on.
 */
export type ReadMemory = { pageOf<Kept>(key: string, read: () => Promise<Kept>): Promise<Kept> };

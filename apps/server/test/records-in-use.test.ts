import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { recordWords } from '../src/db/record-words.js';
import { foreignKeys } from '../src/http/records-in-use.js';

describe('the words of a refused delete', () => {
  it('has words for every table whose rows can keep a record from being deleted', () => {
    const blocking = foreignKeys
      .filter(({ foreignKey }) => foreignKey.onDelete !== 'cascade')
      .map(({ table }) => getTableConfig(table).name);
    expect(blocking.filter((name) => !(name in recordWords))).toEqual([]);
  });
});

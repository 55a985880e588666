import { describe, expect, it } from 'vitest';
import { serverStartWords } from './start-server.mjs';

describe('serverStartWords', () => {
  it('runs the embedded database with a small young generation, for a single machine’s memory', () => {
    expect(serverStartWords({})).toEqual(['--max-semi-space-size=2', '--heap-growing-percent=50', 'dist/main.js']);
  });

  it('runs PostgreSQL with the young generation V8 sizes itself, for the evening rush', () => {
    const words = serverStartWords({ DATABASE_URL: 'postgres://fairway@127.0.0.1:5432/fairway' });
    expect(words).toEqual(['--heap-growing-percent=50', 'dist/main.js']);
  });
});

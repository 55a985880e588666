import { describe, expect, it } from 'vitest';
import { indexText, nameOf } from './indexText';

describe('a Handicap Index in words', () => {
  it('writes a plus handicap with a plus and every index to one decimal', () => {
    expect(indexText(-1.2)).toBe('+1.2');
    expect(indexText(0)).toBe('0.0');
    expect(indexText(54)).toBe('54.0');
    expect(indexText(null)).toBe('');
  });

  it('names a golfer surname first, as a club sorts them', () => {
    expect(nameOf({ first_name: 'Heather', last_name: 'Bell' })).toBe('Bell, Heather');
    expect(nameOf({ first_name: 'Rory', last_name: '' })).toBe('Rory');
  });
});

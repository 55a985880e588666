import { describe, expect, it } from 'vitest';
import { nameOf } from './nameOf';

describe('a golfer in words', () => {
  it('names a golfer surname first, as a club sorts them', () => {
    expect(nameOf({ first_name: 'Heather', last_name: 'Bell' })).toBe('Bell, Heather');
    expect(nameOf({ first_name: 'Rory', last_name: '' })).toBe('Rory');
  });
});

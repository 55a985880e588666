import { contestEndpoints, contestLimits, scoringEndpoints, scoringLimits } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { correctionLimits, measurementLimits, scoringCalls, strokeLimits } from './scoringContract';

describe("the scoring page's copy of the contract", () => {
  it('calls each endpoint with the method and path the contract declares', () => {
    for (const [name, call] of Object.entries(scoringCalls)) {
      const declared = { ...scoringEndpoints, ...contestEndpoints }[name as keyof typeof scoringCalls];
      expect({ method: declared.method, path: declared.path }, name).toEqual(call);
    }
  });

  it("keeps the contract's limits of strokes, of entries a call and of a correction's reason", () => {
    expect(strokeLimits).toEqual({
      minStrokes: scoringLimits.minStrokes,
      maxStrokes: scoringLimits.maxStrokes,
      entriesPerCall: scoringLimits.entriesPerCall,
    });
    expect(correctionLimits).toEqual({ reason: scoringLimits.reason });
    expect(measurementLimits).toEqual({ maxMillimetres: contestLimits.maxMillimetres, maxFeet: contestLimits.maxFeet });
  });
});

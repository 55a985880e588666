/** Why an input was refused; stable strings a server can map to a 400 response. */
export type GolfInputErrorCode =
  | 'not_a_number'
  | 'not_an_integer'
  | 'out_of_range'
  | 'hole_count'
  | 'par_out_of_range'
  | 'stroke_index_out_of_range'
  | 'stroke_index_repeated'
  | 'hole_number_repeated'
  | 'invalid_strokes'
  | 'length_mismatch'
  | 'handicap_not_integer'
  | 'handicap_not_tenths'
  | 'slope_out_of_range'
  | 'pcc_out_of_range'
  | 'allowance_out_of_range'
  | 'hidden_hole_not_on_card'
  | 'hidden_hole_repeated'
  | 'hidden_hole_count'
  | 'hole_length_missing'
  | 'side_size'
  | 'invalid_option'
  | 'random_out_of_range'
  | 'press_not_down'
  | 'hole_not_played'
  | 'byes_needed'
  | 'match_not_ready'
  | 'winner_not_in_match'
  | 'band_overlap'
  | 'band_gap'
  | 'range_overlap'
  | 'template_overlap'
  | 'fee_overlap'
  | 'no_green_fee';

/**
 * The one error the engine throws, for input that cannot describe a real round: a stroke index outside 1-18 or
 * repeated, negative strokes, arrays of different lengths, hidden holes not on the card, a slope rating outside
 * 55-155, a non-integer playing handicap where strokes are allocated. `field` names the offending input with its
 * path (`entries[2].strokes[17]`); `code` says why.
 */
export class GolfInputError extends RangeError {
  override readonly name = 'GolfInputError';
  readonly field: string;
  readonly code: GolfInputErrorCode;

  constructor(field: string, code: GolfInputErrorCode, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
    this.code = code;
  }
}

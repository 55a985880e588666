/**
 * A field a refusal names, as a person reads it: `to_date` -> "To date", `member_id` -> "Member",
 * `entries.0.strokes` -> "Strokes". A message shown to a person never carries the API's raw field name.
 */
export function fieldInWords(key: string): string {
  const field = key
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  const words = (field ?? key)
    .replace(/_ids?$/, '')
    .replaceAll('_', ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

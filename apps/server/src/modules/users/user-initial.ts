/** The upper-case first letters of the words of a user's name (spec section 3): "Ravi Kumar" -> "RK". */
export function userInitial(userName: string): string {
  return userName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

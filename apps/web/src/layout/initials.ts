/** Spec section 3: when `user_initial` is absent it is the upper-case first letters of the words of `user_name`. */
export function initialsOf(userName: string | null | undefined): string {
  return (userName ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}

export function userInitial(user: { user_name?: string | null; user_initial?: string | null }): string {
  return user.user_initial ? user.user_initial : initialsOf(user.user_name);
}

import { httpClient } from './httpClient';

/** The calls of this issue that are not list/edit: sign-in data and the caller's own account. */

export interface GolfCourseChoice {
  id: number;
  name: string;
  is_guest: boolean;
  logo: string | null;
  /** IANA time zone the club's clocks show, e.g. `Europe/London`. */
  time_zone: string;
  /** `DD/MM/YYYY`, `MM/DD/YYYY`, `YYYY-MM-DD`, `DD-MM-YYYY` or `DD.MM.YYYY`. */
  date_format: string;
  distance_unit: 'yards' | 'metres';
  /** ISO 4217 code, e.g. `GBP`. */
  currency: string;
}

export interface InitData {
  user_name: string;
  user_initial?: string;
  data: GolfCourseChoice[];
}

export interface CurrentUser {
  user_name: string;
  user_profile_pic: string | null;
  user_initial?: string;
  user_roles: { id: number }[];
  show_individual_rounds: boolean;
}

export async function fetchInit(): Promise<InitData> {
  return (await httpClient<InitData>('/api/init/')).json;
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await httpClient<CurrentUser>('/api/users/current/')).json;
}

export async function resetMyPassword(body: { old_password: string; new_password: string }): Promise<void> {
  await httpClient('/api/users/reset_my_password/', { method: 'POST', body });
}

/** The whole card of the course, beside its holes' list (decision 0033). */
export const courseCardPath = '/golf_course_hole/card';

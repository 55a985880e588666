import { askEarly, noteAsked } from '../providers/httpClient';
import { DASHBOARD_QUESTIONS_KEY, getSession } from '../providers/session';

/** What the dashboard's cards asked at its last load, of the club they asked it of. */
interface Questions {
  golf_course_id: number;
  paths: string[];
}

/**
 * A visit that opens on the dashboard asks what its cards asked last time, for the same club, once the page's first
 * paint is done: the answers then come while the app's scripts load, instead of after they have run and the cards
 * have drawn. A card that no longer asks one leaves its answer untaken. Returns the addresses asked.
 */
export function askDashboardQuestionsEarly(): string[] {
  try {
    const questions = JSON.parse(localStorage.getItem(DASHBOARD_QUESTIONS_KEY) ?? 'null') as Questions | null;
    const { auth_token, active_golf_course_id } = getSession();
    if (!auth_token || questions?.golf_course_id !== active_golf_course_id) return [];
    questions.paths.forEach(askEarly);
    return questions.paths;
  } catch {
    // A record this app did not write asks nothing.
    return [];
  }
}

/** Notes the API's addresses asked from now on; `remember` keeps them as the next visit's early questions. */
export function noteDashboardQuestions(): { remember: () => void; stop: () => void } {
  const paths = new Set<string>();
  const stop = () => noteAsked(undefined);
  noteAsked(paths);
  const remember = () => {
    stop();
    const questions: Questions = { golf_course_id: getSession().active_golf_course_id, paths: [...paths] };
    localStorage.setItem(DASHBOARD_QUESTIONS_KEY, JSON.stringify(questions));
  };
  return { remember, stop };
}

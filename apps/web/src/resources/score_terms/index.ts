import type { ResourceScreens } from '../../routes/routeTable';
import { ScoreTermCreate } from './ScoreTermCreate';
import { ScoreTermEdit } from './ScoreTermEdit';
import { ScoreTermList } from './ScoreTermList';

export default { list: ScoreTermList, create: ScoreTermCreate, edit: ScoreTermEdit } satisfies ResourceScreens;

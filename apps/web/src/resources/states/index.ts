import type { ResourceScreens } from '../../routes/routeTable';
import { StateCreate } from './StateCreate';
import { StateEdit } from './StateEdit';
import { StateList } from './StateList';

export default { list: StateList, create: StateCreate, edit: StateEdit } satisfies ResourceScreens;

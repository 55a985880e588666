import type { ResourceScreens } from '../../routes/routeTable';
import { PrizeTypeCreate } from './PrizeTypeCreate';
import { PrizeTypeEdit } from './PrizeTypeEdit';
import { PrizeTypeList } from './PrizeTypeList';

export default { list: PrizeTypeList, create: PrizeTypeCreate, edit: PrizeTypeEdit } satisfies ResourceScreens;

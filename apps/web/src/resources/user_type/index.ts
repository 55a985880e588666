import type { ResourceScreens } from '../../routes/routeTable';
import { UserTypeCreate } from './UserTypeCreate';
import { UserTypeEdit } from './UserTypeEdit';
import { UserTypeList } from './UserTypeList';

export default { list: UserTypeList, create: UserTypeCreate, edit: UserTypeEdit } satisfies ResourceScreens;

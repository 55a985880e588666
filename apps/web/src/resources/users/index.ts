import type { ResourceScreens } from '../../routes/routeTable';
import { UserList } from './UserList';

export default { list: UserList } satisfies ResourceScreens;

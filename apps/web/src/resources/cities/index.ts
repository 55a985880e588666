import type { ResourceScreens } from '../../routes/routeTable';
import { CityCreate } from './CityCreate';
import { CityEdit } from './CityEdit';
import { CityList } from './CityList';

export default { list: CityList, create: CityCreate, edit: CityEdit } satisfies ResourceScreens;

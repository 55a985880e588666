import type { ResourceScreens } from '../../routes/routeTable';
import { CountryCreate } from './CountryCreate';
import { CountryEdit } from './CountryEdit';
import { CountryList } from './CountryList';

export default { list: CountryList, create: CountryCreate, edit: CountryEdit } satisfies ResourceScreens;

import { useTranslate } from 'react-admin';

/** A resource's name in the singular ("Country") or plural ("Countries"), from the i18n file. */
export function useThing(resource: string, count: 1 | 2 = 1): string {
  const translate = useTranslate();
  return translate(`resources.${resource}.name`, { smart_count: count });
}

import { createContext, useContext, type ComponentType } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';

/**
 * An API resource as the web app knows it, declared once in its area's `resources/<name>/index.ts`: the route table
 * serves its pages, and the list, forms and delete dialog of the page being shown read it from context.
 */
export interface ResourceDeclaration<R extends RaRecord = RaRecord> {
  /** The API's resource name (`/api/{name}/`), also the i18n key of its labels (`resources.{name}`). */
  name: string;
  listPath: string;
  /** Where a record's forms live, `{recordPath}/create` and `{recordPath}/:id`; none for a read-only resource. */
  recordPath?: string;
  /**
   * How a person names one record: in the edit heading, the delete dialog and reference inputs. A date in the name is
   * written with `formatDate`, in the club's format where the page gives it (decision 0048).
   */
  recordRepresentation(record: R, formatDate?: (day: string) => string): string;
  /** The list's order until a person sorts it, as the server's default ordering; none leaves it to the server. */
  defaultSort?: SortPayload;
  /**
   * The list's columns a phone shows, by source, most telling first: the first is the card's title, the others are
   * labelled lines below it.
   */
  cardFields: readonly string[];
  /** i18n key of the line under the list's heading, when the menu's name for the page calls for explaining. */
  subtitle?: string;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

export const ResourceDeclarationContext = createContext<ResourceDeclaration | null>(null);

/** The declaration of the resource whose page is shown. */
export function useResourceDeclaration(): ResourceDeclaration {
  const declaration = useContext(ResourceDeclarationContext);
  if (!declaration) throw new Error('useResourceDeclaration needs a page of a declared resource');
  return declaration;
}

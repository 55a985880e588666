import { eq } from 'drizzle-orm';
import { eventManagers } from '../../db/schema/index.js';
import { seesEveryOrganiser, type Viewer } from './organiser-of.js';

/** The organisers' records a viewer reaches: every one of the club for its admins, their own for an event manager. */
export const organisersSeenBy = (viewer: Viewer) =>
  seesEveryOrganiser(viewer) ? undefined : eq(eventManagers.user_id, viewer.userId);

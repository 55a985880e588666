import { eq } from 'drizzle-orm';
import { eventManagers } from '../../db/schema/index.js';
import type { Viewer } from './sees-every-organiser.js';
import { seesEveryOrganiser } from './sees-every-organiser.js';

/** The organisers' records a viewer reaches: every one of the club for its admins, their own for an event manager. */
export const organisersSeenBy = (viewer: Viewer) =>
  seesEveryOrganiser(viewer) ? undefined : eq(eventManagers.user_id, viewer.userId);

import { CHANGE_CUTOFF_HOURS } from './manage-rules';

/** The confirmation's link to `/manage/<token>` (page and e-mails say the same). */
export const MANAGE_LINK_LABEL = 'Manage your booking';

/** The line under it: what the manage page allows, and until when. */
export const MANAGE_LINK_NOTE = `Change or cancel online until ${CHANGE_CUTOFF_HOURS} hours before pickup.`;

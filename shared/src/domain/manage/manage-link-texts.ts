import { CHANGE_CUTOFF_HOURS } from './manage-rules';

/**
 * The line under the confirmation's "Manage your booking" link (MANAGE_BOOKING_LABEL, as the
 * e-mails say): what the manage page allows, and until when.
 */
export const MANAGE_LINK_NOTE = `Change or cancel online until ${CHANGE_CUTOFF_HOURS} hours before pickup.`;

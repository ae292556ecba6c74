/** The RLS matrix over HTTP for site_settings and site_settings_events (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import {
  SITE_SETTINGS_EVENTS_PROBES,
  SITE_SETTINGS_EVENTS_ROWS,
  SITE_SETTINGS_PROBES,
  SITE_SETTINGS_ROWS,
} from './support/rls-rows/site-settings';

startActors();

runRows('site_settings', SITE_SETTINGS_ROWS, SITE_SETTINGS_PROBES);
runRows('site_settings_events', SITE_SETTINGS_EVENTS_ROWS, SITE_SETTINGS_EVENTS_PROBES);

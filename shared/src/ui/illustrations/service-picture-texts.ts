// Plain data (no asset imports): the build-time prerender reads these too.
import type { ServiceId } from '../../config/services';

/** Service pictures are 16:10 (the SVGs' viewBox). */
export const SERVICE_PICTURE_SIZE = { width: 640, height: 400 } as const;

/** What each service's picture shows, in one sentence for screen-reader users. */
export const SERVICE_PICTURE_ALTS: Readonly<Record<ServiceId, string>> = {
  1: 'A private car with a suitcase beside it waits on the road at Grantley Adams airport as a plane takes off past the control tower.',
  2: 'A white tour minibus on the road below green hills, with a lane winding up to an old windmill, palm trees and the sea beyond.',
  3: 'A car with its headlights on outside a brightly painted rum shop strung with lights, by the sea at dusk.',
  4: 'A white wedding car with a coral ribbon, a bow and a garland of flowers, parked on the beach beside a floral arch.',
  5: 'A black executive SUV on a city street in front of office buildings and a clock tower.',
  6: 'A white minibus waits on the quay beside a large cruise ship docked at the Bridgetown cruise terminal.',
  7: 'A camera on a sandy beach at sunset, with a palm tree and the sun sinking into the sea.',
  8: 'A concierge bell and a villa key with its tag on a counter, with a white villa, a palm tree and the sea behind.',
};

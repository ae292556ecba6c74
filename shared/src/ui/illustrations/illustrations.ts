// Original flat illustrations of the site (hero, one card picture per service, a three-picture gallery
// per service), as asset URLs with their intrinsic size and alt text. The SVGs live in
// shared/assets/illustrations; webpack emits them as files, so nothing here inlines markup.
import type { ServiceId } from '../../config/services';
import { SERVICE_PICTURE_ALTS, SERVICE_PICTURE_SIZE } from './service-picture-texts';
import hero from '../../../assets/illustrations/hero.svg';
import service1 from '../../../assets/illustrations/service-1.svg';
import gallery1_1 from '../../../assets/illustrations/gallery-1-1.svg';
import gallery1_2 from '../../../assets/illustrations/gallery-1-2.svg';
import gallery1_3 from '../../../assets/illustrations/gallery-1-3.svg';
import service2 from '../../../assets/illustrations/service-2.svg';
import gallery2_1 from '../../../assets/illustrations/gallery-2-1.svg';
import gallery2_2 from '../../../assets/illustrations/gallery-2-2.svg';
import gallery2_3 from '../../../assets/illustrations/gallery-2-3.svg';
import service3 from '../../../assets/illustrations/service-3.svg';
import gallery3_1 from '../../../assets/illustrations/gallery-3-1.svg';
import gallery3_2 from '../../../assets/illustrations/gallery-3-2.svg';
import gallery3_3 from '../../../assets/illustrations/gallery-3-3.svg';
import service4 from '../../../assets/illustrations/service-4.svg';
import gallery4_1 from '../../../assets/illustrations/gallery-4-1.svg';
import gallery4_2 from '../../../assets/illustrations/gallery-4-2.svg';
import gallery4_3 from '../../../assets/illustrations/gallery-4-3.svg';
import service5 from '../../../assets/illustrations/service-5.svg';
import gallery5_1 from '../../../assets/illustrations/gallery-5-1.svg';
import gallery5_2 from '../../../assets/illustrations/gallery-5-2.svg';
import gallery5_3 from '../../../assets/illustrations/gallery-5-3.svg';
import service6 from '../../../assets/illustrations/service-6.svg';
import gallery6_1 from '../../../assets/illustrations/gallery-6-1.svg';
import gallery6_2 from '../../../assets/illustrations/gallery-6-2.svg';
import gallery6_3 from '../../../assets/illustrations/gallery-6-3.svg';
import service7 from '../../../assets/illustrations/service-7.svg';
import gallery7_1 from '../../../assets/illustrations/gallery-7-1.svg';
import gallery7_2 from '../../../assets/illustrations/gallery-7-2.svg';
import gallery7_3 from '../../../assets/illustrations/gallery-7-3.svg';
import service8 from '../../../assets/illustrations/service-8.svg';
import gallery8_1 from '../../../assets/illustrations/gallery-8-1.svg';
import gallery8_2 from '../../../assets/illustrations/gallery-8-2.svg';
import gallery8_3 from '../../../assets/illustrations/gallery-8-3.svg';

export interface Illustration {
  /** URL of the SVG file. */
  readonly src: string;
  /** Intrinsic size (the SVG's viewBox), for `width`/`height` so the layout never shifts. */
  readonly width: number;
  readonly height: number;
  /** What the picture shows, in one sentence for screen-reader users. */
  readonly alt: string;
}

/** Three pictures of a service: the same subject at different times of day or from another side. */
export type ServiceGallery = readonly [Illustration, Illustration, Illustration];

function picture(src: string, width: number, height: number, alt: string): Illustration {
  return { src, width, height, alt };
}

/** Service cards: 16:10. */
const card = (src: string, alt: string) =>
  picture(src, SERVICE_PICTURE_SIZE.width, SERVICE_PICTURE_SIZE.height, alt);
/** Gallery pictures: 4:3. */
const photo = (src: string, alt: string) => picture(src, 800, 600, alt);

/** Wide (2:1) coast scene for the home page hero. */
export const HERO_ILLUSTRATION: Illustration = picture(
  hero,
  1200,
  600,
  'A white private minibus drives the coast road past palm trees and a sandy beach, with a sailboat on the turquoise sea.',
);

export const SERVICE_ILLUSTRATIONS: Readonly<Record<ServiceId, Illustration>> = {
  1: card(service1, SERVICE_PICTURE_ALTS[1]),
  2: card(service2, SERVICE_PICTURE_ALTS[2]),
  3: card(service3, SERVICE_PICTURE_ALTS[3]),
  4: card(service4, SERVICE_PICTURE_ALTS[4]),
  5: card(service5, SERVICE_PICTURE_ALTS[5]),
  6: card(service6, SERVICE_PICTURE_ALTS[6]),
  7: card(service7, SERVICE_PICTURE_ALTS[7]),
  8: card(service8, SERVICE_PICTURE_ALTS[8]),
};

export const SERVICE_GALLERIES: Readonly<Record<ServiceId, ServiceGallery>> = {
  1: [
    photo(
      gallery1_1,
      'Morning at the airport: a plane climbs past the control tower while a private car waits on the road with a suitcase.',
    ),
    photo(
      gallery1_2,
      'A red private car and a suitcase on the airport road as a plane comes in low over the palm trees to land.',
    ),
    photo(
      gallery1_3,
      'Sunset at the airport: a plane parked by the control tower and terminal, with a private car and a suitcase waiting on the road.',
    ),
  ],
  2: [
    photo(
      gallery2_1,
      'Morning on the island tour: the minibus below rolling green hills, with a windmill on the hilltop and the sea on the left.',
    ),
    photo(
      gallery2_2,
      'The tour minibus on a road curving along a grassy crest above a wide blue bay with a sailboat and distant islands.',
    ),
    photo(
      gallery2_3,
      'The tour minibus on the coast road below a red and white lighthouse on the cliffs as the sun sets over the sea.',
    ),
  ],
  3: [
    photo(
      gallery3_1,
      'A car outside an orange chattel-house rum shop strung with lights, under a palm tree at sunset.',
    ),
    photo(
      gallery3_2,
      'A row of colourful chattel houses lit up under a string of lights at night, with a car driving past under a full moon.',
    ),
    photo(
      gallery3_3,
      'A beach bar with a striped awning and fairy lights, and a car with its headlights on, as the sun sinks into the sea.',
    ),
  ],
  4: [
    photo(
      gallery4_1,
      'A decorated wedding car on the sand by a flower arch, with a sailboat on the sea on a bright morning.',
    ),
    photo(
      gallery4_2,
      'Close-up of the white wedding car with its coral ribbon, big bow and roof garland, beside a palm tree on the beach.',
    ),
    photo(
      gallery4_3,
      'The wedding car waiting by a small white seaside chapel at sunset, with flowers in the foreground.',
    ),
  ],
  5: [
    photo(
      gallery5_1,
      'An executive SUV on a Bridgetown street lined with office blocks and a clock tower in the morning sun.',
    ),
    photo(
      gallery5_2,
      'An executive SUV with its headlights on, passing lit-up office buildings at night under the moon.',
    ),
    photo(
      gallery5_3,
      'Close-up of a black executive SUV on the city road, with office towers and a palm tree at sunset.',
    ),
  ],
  6: [
    photo(
      gallery6_1,
      'A cruise ship docked at the quay in the morning, with a tour minibus waiting beside it.',
    ),
    photo(
      gallery6_2,
      'A huge cruise ship alongside the quay fills the view, with a tour minibus parked in front.',
    ),
    photo(
      gallery6_3,
      'A tour minibus on the quay as a cruise ship sails out under the setting sun, framed by a palm tree.',
    ),
  ],
  7: [
    photo(gallery7_1, 'A camera resting on the sand as the sun rises over a calm sea.'),
    photo(
      gallery7_2,
      'A camera on a tripod on the beach at midday, with a sailboat and a palm tree.',
    ),
    photo(gallery7_3, 'A camera between two beach-scene photo prints on the sand at sunset.'),
  ],
  8: [
    photo(
      gallery8_1,
      'A concierge bell and a villa key on the counter, looking out to a white villa and the sea in the morning.',
    ),
    photo(
      gallery8_2,
      'A villa key with its tag on the counter at night, with the villa windows lit under the moon.',
    ),
    photo(
      gallery8_3,
      'A white villa with a pool and a palm tree at sunset, with a concierge bell in the foreground.',
    ),
  ],
};

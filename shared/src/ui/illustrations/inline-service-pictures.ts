// The eight service pictures as data URIs (3.6 KB brotli together): the top of a gig page shows
// its picture in the prerendered HTML, and the page its remote renders shows the same string, so
// the picture paints once, with the HTML, and is never fetched or swapped.
import type { ServiceId } from '../../config/services';
import service1 from '../../../assets/illustrations/service-1.svg?inline';
import service2 from '../../../assets/illustrations/service-2.svg?inline';
import service3 from '../../../assets/illustrations/service-3.svg?inline';
import service4 from '../../../assets/illustrations/service-4.svg?inline';
import service5 from '../../../assets/illustrations/service-5.svg?inline';
import service6 from '../../../assets/illustrations/service-6.svg?inline';
import service7 from '../../../assets/illustrations/service-7.svg?inline';
import service8 from '../../../assets/illustrations/service-8.svg?inline';
import type { Illustration } from './illustrations';
import { SERVICE_PICTURE_ALTS, SERVICE_PICTURE_SIZE } from './service-picture-texts';

const DATA_URIS: Readonly<Record<ServiceId, string>> = {
  1: service1,
  2: service2,
  3: service3,
  4: service4,
  5: service5,
  6: service6,
  7: service7,
  8: service8,
};

export function inlineServicePicture(id: ServiceId): Illustration {
  return { src: DATA_URIS[id], ...SERVICE_PICTURE_SIZE, alt: SERVICE_PICTURE_ALTS[id] };
}

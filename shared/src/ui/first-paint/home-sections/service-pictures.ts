import type { ServiceId } from '../../../config/services';
import type { Illustration } from '../../illustrations/illustrations';
import { SERVICE_PICTURE_ATTRIBUTE } from './services-grid';

// The home page's HTML paints the service cards' pictures as data URIs. The shell keeps them when
// it starts, and the app's cards show the same strings: the pictures are decoded once and never
// blink out or load again when the app's sections take the place of the HTML's.
const SLOT = Symbol.for('bbt.service-pictures');

type Pictures = Partial<Record<ServiceId, Illustration>>;

function pictures(): Pictures {
  const page = globalThis as unknown as Record<symbol, Pictures | undefined>;
  page[SLOT] ??= {};
  return page[SLOT];
}

/** Keeps the service pictures that `root` (the prerendered page) shows. */
export function keepPrerenderedServicePictures(root: ParentNode): void {
  const kept = pictures();
  for (const image of root.querySelectorAll<HTMLImageElement>(
    `img[${SERVICE_PICTURE_ATTRIBUTE}]`,
  )) {
    const id = Number(image.getAttribute(SERVICE_PICTURE_ATTRIBUTE)) as ServiceId;
    const src = image.getAttribute('src');
    if (!src) continue;
    // The attributes (the picture's intrinsic size), not `width`, which is the rendered width.
    kept[id] = {
      src,
      width: Number(image.getAttribute('width')),
      height: Number(image.getAttribute('height')),
      alt: image.alt,
    };
  }
}

/** The picture the page's HTML painted for service `id`, if it did. */
export function prerenderedServicePicture(id: ServiceId): Illustration | null {
  return pictures()[id] ?? null;
}

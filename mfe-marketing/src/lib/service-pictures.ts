import type { ServiceId } from '@bbt/shared';
import { SERVICE_ILLUSTRATIONS } from '@bbt/shared/ui';
import { prerenderedServicePicture } from '@bbt/shared/ui/first-paint';

/**
 * A service card's picture: the one the page's HTML already painted (a data URI the shell kept),
 * else the picture's own file.
 */
export function servicePictureOf(id: ServiceId) {
  return prerenderedServicePicture(id) ?? SERVICE_ILLUSTRATIONS[id];
}

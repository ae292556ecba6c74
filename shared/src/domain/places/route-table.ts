// Road distances for common pairs of catalogue places, looked up in either direction. Derived like
// the place distances (see ./place-types.ts), with road factor 1.25 for two places on the same coast (the
// coast road) and otherwise the larger of the two parishes' factors.
import type { RouteEntry } from './place-types';

// prettier-ignore
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { fromId: 'airport', toId: 'cruise-terminal', km: 19.5 },
  { fromId: 'bridgetown', toId: 'holetown', km: 12.5 },
  { fromId: 'bridgetown', toId: 'speightstown', km: 21.5 },
  { fromId: 'bridgetown', toId: 'st-lawrence-gap', km: 8 },
  { fromId: 'holetown', toId: 'speightstown', km: 8.5 },
  { fromId: 'holetown', toId: 'st-lawrence-gap', km: 21.5 },
  { fromId: 'holetown', toId: 'oistins-fish-fry', km: 24.5 },
  { fromId: 'sandy-lane', toId: 'oistins-fish-fry', km: 22.5 },
  { fromId: 'st-lawrence-gap', toId: 'oistins-fish-fry', km: 3.5 },
  { fromId: 'hilton-barbados', toId: 'oistins-fish-fry', km: 9.5 },
  { fromId: 'the-crane', toId: 'oistins-fish-fry', km: 14.5 },
  { fromId: 'the-crane', toId: 'st-lawrence-gap', km: 17 },
  { fromId: 'holetown', toId: 'harrisons-cave', km: 10 },
  { fromId: 'st-lawrence-gap', toId: 'harrisons-cave', km: 18 },
  { fromId: 'holetown', toId: 'bathsheba-soup-bowl', km: 21 },
  { fromId: 'st-lawrence-gap', toId: 'bathsheba-soup-bowl', km: 27 },
  { fromId: 'holetown', toId: 'animal-flower-cave', km: 23 },
  { fromId: 'st-lawrence-gap', toId: 'animal-flower-cave', km: 42 },
  { fromId: 'speightstown', toId: 'animal-flower-cave', km: 14 },
  { fromId: 'holetown', toId: 'st-nicholas-abbey', km: 17.5 },
  { fromId: 'st-lawrence-gap', toId: 'st-nicholas-abbey', km: 36.5 },
  { fromId: 'holetown', toId: 'the-cliff', km: 4 },
  { fromId: 'st-lawrence-gap', toId: 'the-cliff', km: 18 },
  { fromId: 'holetown', toId: 'lobster-alive', km: 15.5 },
  { fromId: 'st-lawrence-gap', toId: 'lobster-alive', km: 7 },
];

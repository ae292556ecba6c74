export * from './quote-types';
export { quote, resolveEndpoints, type TripEndpoints } from './quote';
export {
  resolveDistance,
  estimateRoadKm,
  MAX_CALCULATED_KM,
  ESTIMATE_ROAD_FACTOR,
  KM_PER_DEGREE_LAT,
  KM_PER_DEGREE_LNG,
  type ResolvedDistance,
} from './distance';
export { pricedPassengers, hiaceTierFor, effectiveRate, type EffectiveRate } from './vehicle-rate';
export { fixedAirportPrice, type FixedPrice } from './fixed-price';
export { normaliseExtras, extrasLines, requiresCreditCard } from './extras';
export { isAfterHours, afterHoursSurcharge } from './after-hours';
export * from './vehicle-selection';
export * from './payment';
export { BBD_PER_USD, usdToBbd } from './currency';

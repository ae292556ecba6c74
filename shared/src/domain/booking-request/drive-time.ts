// The estimated drive time shown beside the distance when the maps service gave none: Barbados
// roads average about 35 km/h door to door (narrow roads, roundabouts, the ABC highway's traffic).
export const AVERAGE_SPEED_KMH = 35;

/** Whole minutes, rounded up to the next 5, at least 5. */
export function estimateDriveMinutes(km: number): number {
  const minutes = (Math.max(0, km) / AVERAGE_SPEED_KMH) * 60;
  return Math.max(5, Math.ceil(minutes / 5) * 5);
}

/** '25 min', '1 h 5 min', '2 h'. */
export function formatDriveTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

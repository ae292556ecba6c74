// How many people each request form takes. Kept apart from the forms' zod schemas, so a page can
// render its fields before it loads zod.
export const TOUR_ADULTS = { min: 1, max: 20, default: 1 } as const;
export const TOUR_CHILDREN = { min: 0, max: 20, default: 0 } as const;
export const NIGHT_OUT_ADULTS = { min: 1, max: 12, default: 2 } as const;

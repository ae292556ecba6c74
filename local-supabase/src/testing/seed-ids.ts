/**
 * The fixed ids, e-mails and passwords of supabase/seed.sql (local development and tests only; see
 * supabase/README.md). Tests refer to seeded rows through these constants.
 */

export interface SeedUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const SEED_USERS = {
  customer: {
    id: '00000000-0000-4000-a000-000000000001',
    email: 'customer@example.com',
    password: 'customer-demo-2026',
    firstName: 'Carla',
    lastName: 'Customer',
  },
  customer2: {
    id: '00000000-0000-4000-a000-000000000002',
    email: 'customer2@example.com',
    password: 'customer2-demo-2026',
    firstName: 'Colin',
    lastName: 'Second',
  },
  moderator: {
    id: '00000000-0000-4000-a000-000000000003',
    email: 'moderator@example.com',
    password: 'moderator-demo-2026',
    firstName: 'Mona',
    lastName: 'Moderator',
  },
  admin: {
    id: '00000000-0000-4000-a000-000000000004',
    email: 'admin@example.com',
    password: 'admin-demo-2026',
    firstName: 'Adam',
    lastName: 'Admin',
  },
  superAdmin: {
    id: '00000000-0000-4000-a000-000000000005',
    email: 'superadmin@example.com',
    password: 'superadmin-demo-2026',
    firstName: 'Sue',
    lastName: 'Super',
  },
  driver: {
    id: '00000000-0000-4000-a000-000000000006',
    email: 'driver@example.com',
    password: 'driver-demo-2026',
    firstName: 'Dwayne',
    lastName: 'Driver',
  },
} as const satisfies Record<string, SeedUser>;

/** admin_users rows: the three staff accounts plus an inactive record with no auth user. */
export const SEED_ADMIN_USERS = {
  moderator: '00000000-0000-4000-b000-000000000003',
  admin: '00000000-0000-4000-b000-000000000004',
  superAdmin: '00000000-0000-4000-b000-000000000005',
  retired: '00000000-0000-4000-b000-000000000009',
} as const;

/** E-mail of the inactive admin_users record (is_active false): grants nothing. */
export const RETIRED_ADMIN_EMAIL = 'retired.admin@example.com';

/**
 * Seeded bookings. Owners: customer (by user id and e-mail), customer2, and an anonymous booking made
 * with customer's e-mail (user_id null) that customer can read by e-mail.
 */
export const SEED_BOOKINGS = {
  customerPending: '00000000-0000-4000-c000-000000000001',
  customerConfirmed: '00000000-0000-4000-c000-000000000002',
  customerCompleted: '00000000-0000-4000-c000-000000000003',
  customerCancelled: '00000000-0000-4000-c000-000000000004',
  customerRoundTrip: '00000000-0000-4000-c000-000000000005',
  customerAnonymousByEmail: '00000000-0000-4000-c000-000000000006',
  customer2Pending: '00000000-0000-4000-c000-000000000007',
  customer2Confirmed: '00000000-0000-4000-c000-000000000008',
  customer2Completed: '00000000-0000-4000-c000-000000000009',
  customer2Cancelled: '00000000-0000-4000-c000-000000000010',
  guestPending: '00000000-0000-4000-c000-000000000011',
  guestConfirmedVan: '00000000-0000-4000-c000-000000000012',
} as const;

/** Bookings owned by `customer` (user id or e-mail). */
export const CUSTOMER_BOOKINGS: readonly string[] = [
  SEED_BOOKINGS.customerPending,
  SEED_BOOKINGS.customerConfirmed,
  SEED_BOOKINGS.customerCompleted,
  SEED_BOOKINGS.customerCancelled,
  SEED_BOOKINGS.customerRoundTrip,
  SEED_BOOKINGS.customerAnonymousByEmail,
];

/** Bookings owned by `customer2`. */
export const CUSTOMER2_BOOKINGS: readonly string[] = [
  SEED_BOOKINGS.customer2Pending,
  SEED_BOOKINGS.customer2Confirmed,
  SEED_BOOKINGS.customer2Completed,
  SEED_BOOKINGS.customer2Cancelled,
];

export const SEED_BOOKING_COUNT = Object.keys(SEED_BOOKINGS).length;

export const SEED_TESTIMONIALS = {
  approvedFeatured: '00000000-0000-4000-d000-000000000001',
  approved: '00000000-0000-4000-d000-000000000002',
  approvedFeatured2: '00000000-0000-4000-d000-000000000003',
  approved2: '00000000-0000-4000-d000-000000000004',
  pending: '00000000-0000-4000-d000-000000000005',
  pending2: '00000000-0000-4000-d000-000000000006',
} as const;

export const SEED_APPROVED_TESTIMONIAL_COUNT = 4;
export const SEED_TESTIMONIAL_COUNT = Object.keys(SEED_TESTIMONIALS).length;

/** Fleet vehicles, one per class ('H nnnn' plates). */
export const SEED_VEHICLES = {
  economy: { id: '00000000-0000-4000-e000-000000000001', plate: 'H 1201' },
  premium: { id: '00000000-0000-4000-e000-000000000002', plate: 'H 2302' },
  luxury: { id: '00000000-0000-4000-e000-000000000003', plate: 'H 3403' },
  executive: { id: '00000000-0000-4000-e000-000000000004', plate: 'H 4504' },
  hiace: { id: '00000000-0000-4000-e000-000000000005', plate: 'H 5605' },
} as const;

/** Drivers: `dwayne` signs in as SEED_USERS.driver; the others have no account. */
export const SEED_DRIVERS = {
  dwayne: { id: '00000000-0000-4000-f000-000000000001', name: 'Dwayne Driver' },
  kemar: { id: '00000000-0000-4000-f000-000000000002', name: 'Kemar Clarke' },
  shontelle: { id: '00000000-0000-4000-f000-000000000003', name: 'Shontelle Best' },
} as const;

/** Seeded assignments: Dwayne drives 02 and 08, Kemar the van of 12. */
export const SEED_ASSIGNMENTS = [
  {
    booking: SEED_BOOKINGS.customerConfirmed,
    driver: SEED_DRIVERS.dwayne.id,
    vehicle: SEED_VEHICLES.economy.id,
  },
  {
    booking: SEED_BOOKINGS.customer2Confirmed,
    driver: SEED_DRIVERS.dwayne.id,
    vehicle: SEED_VEHICLES.premium.id,
  },
  {
    booking: SEED_BOOKINGS.guestConfirmedVan,
    driver: SEED_DRIVERS.kemar.id,
    vehicle: SEED_VEHICLES.hiace.id,
  },
] as const;

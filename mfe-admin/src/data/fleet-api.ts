import { getSupabase, type Tables } from '@bbt/shared';
import type { DriverFormValues, VehicleFormValues } from '@bbt/shared/domain';

import { ApiCallError, must } from './supabase-errors';

export type FleetVehicle = Pick<
  Tables<'vehicles'>,
  'id' | 'plate' | 'vehicle_type' | 'seats' | 'luggage' | 'active' | 'notes'
>;

/** A driver with the e-mail of the account they sign in as and their open jobs. */
export interface FleetDriver extends Pick<
  Tables<'drivers'>,
  'id' | 'full_name' | 'phone' | 'active' | 'user_id'
> {
  accountEmail: string | null;
  openJobs: number;
}

const VEHICLE_COLUMNS = 'id, plate, vehicle_type, seats, luggage, active, notes';
const DRIVER_COLUMNS = 'id, full_name, phone, active, user_id';

/** Every vehicle, active first, by plate (staff read them all, by RLS). */
export async function fetchVehicles(): Promise<FleetVehicle[]> {
  const client = await getSupabase();
  return must(
    await client
      .from('vehicles')
      .select(VEHICLE_COLUMNS)
      .order('active', { ascending: false })
      .order('plate'),
  );
}

/** Every driver with their account e-mail (list_driver_accounts) and not yet completed jobs. */
export async function fetchDrivers(): Promise<FleetDriver[]> {
  const client = await getSupabase();
  const [drivers, accounts, jobs] = await Promise.all([
    client
      .from('drivers')
      .select(DRIVER_COLUMNS)
      .order('active', { ascending: false })
      .order('full_name'),
    client.rpc('list_driver_accounts'),
    client.from('booking_assignments').select('driver_id').neq('progress', 'completed'),
  ]);
  const emails = new Map(must(accounts).map((row) => [row.driver_id, row.email]));
  const open = new Map<string, number>();
  for (const job of must(jobs)) open.set(job.driver_id, (open.get(job.driver_id) ?? 0) + 1);
  return must(drivers).map((driver) => ({
    ...driver,
    accountEmail: emails.get(driver.id) ?? null,
    openJobs: open.get(driver.id) ?? 0,
  }));
}

const vehicleRow = (values: VehicleFormValues) => ({
  plate: values.plate,
  vehicle_type: values.vehicleType,
  seats: values.seats,
  luggage: values.luggage,
  notes: values.notes === '' ? null : values.notes,
});

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: no row changed' });
  return row;
}

/** Adds a vehicle (admins+, by RLS; 23505 when the plate exists). */
export async function addVehicle(values: VehicleFormValues): Promise<FleetVehicle> {
  const client = await getSupabase();
  return first(
    must(await client.from('vehicles').insert(vehicleRow(values)).select(VEHICLE_COLUMNS)),
  );
}

/** Changes a vehicle's fields or its active flag (admins+, by RLS). */
export async function updateVehicle(
  id: string,
  change: VehicleFormValues | { active: boolean },
): Promise<FleetVehicle> {
  const client = await getSupabase();
  const row = 'active' in change ? change : vehicleRow(change);
  return first(
    must(await client.from('vehicles').update(row).eq('id', id).select(VEHICLE_COLUMNS)),
  );
}

/** Deletes a vehicle no assignment refers to (admins+; 23503 when one does). */
export async function deleteVehicle(id: string): Promise<void> {
  const client = await getSupabase();
  first(must(await client.from('vehicles').delete().eq('id', id).select('id')));
}

const driverRow = (values: DriverFormValues) => ({
  full_name: values.fullName,
  phone: values.phone,
});

/** Adds a driver without an account (admins+, by RLS). */
export async function addDriver(values: DriverFormValues): Promise<FleetDriver> {
  const client = await getSupabase();
  const row = first(
    must(await client.from('drivers').insert(driverRow(values)).select(DRIVER_COLUMNS)),
  );
  return { ...row, accountEmail: null, openJobs: 0 };
}

/** Changes a driver's name and phone or active flag (admins+, by RLS). */
export async function updateDriver(
  id: string,
  change: DriverFormValues | { active: boolean },
): Promise<Omit<FleetDriver, 'accountEmail' | 'openJobs'>> {
  const client = await getSupabase();
  const row = 'active' in change ? change : driverRow(change);
  return first(must(await client.from('drivers').update(row).eq('id', id).select(DRIVER_COLUMNS)));
}

/** Deletes a driver no assignment refers to (admins+; 23503 when one does). */
export async function deleteDriver(id: string): Promise<void> {
  const client = await getSupabase();
  first(must(await client.from('drivers').delete().eq('id', id).select('id')));
}

/**
 * Links a driver to the account with `email`, or unlinks it when `email` is blank (admins+;
 * P0001 with FLEET_MESSAGES when no account, a staff account or another driver's). Returns the
 * linked e-mail, or null.
 */
export async function linkDriverAccount(driverId: string, email: string): Promise<string | null> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('link_driver_account', {
    p_driver_id: driverId,
    p_email: email,
  });
  if (error) throw new ApiCallError(error);
  return data ?? null;
}

import type { VehicleType } from '../rates';

/** A bookings row as the site reads it; numeric columns may arrive as strings. */
export interface BookingRecord {
  id?: string;
  reference_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pickup_location: string;
  dropoff_location: string;
  /** 'YYYY-MM-DD', Barbados date. */
  pickup_date: string;
  /** 'HH:MM', Barbados time. */
  pickup_time: string;
  passengers: number | string;
  suitcases: number | string;
  vehicle_type: VehicleType | string;
  total_price: number | string;
  status: string;
  flight_details?: string | null;
  guest_name?: string | null;
  guest_phone_number?: string | null;
  is_round_trip?: boolean;
  created_at?: string;
}

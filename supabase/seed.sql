-- =====================================================================================================
-- Demo data for LOCAL development and tests only (supabase db reset / local-supabase). Never run it
-- against production: the passwords below are public (listed in supabase/README.md).
--
-- Fixed ids so tests can refer to rows (local-supabase/test/support/seed-ids.ts mirrors them):
--   users        00000000-0000-4000-a000-00000000000N   (1 customer, 2 customer2, 3 moderator,
--                                                         4 admin, 5 super_admin, 6 driver)
--   admin_users  00000000-0000-4000-b000-00000000000N   (3, 4, 5 as above; 9 an inactive record)
--   bookings     00000000-0000-4000-c000-0000000000NN   (01-12)
--   testimonials 00000000-0000-4000-d000-00000000000N   (1-6)
--   vehicles     00000000-0000-4000-e000-00000000000N   (1 economy … 5 hiace)
--   drivers      00000000-0000-4000-f000-00000000000N   (1 signs in as driver@example.com, 2, 3)
-- Every insert is ON CONFLICT DO NOTHING, so running the seed twice is harmless.
-- =====================================================================================================

-- AUTH USERS ------------------------------------------------------------------------------------------

-- GoTrue's columns; bcrypt hashes from pgcrypto (the local auth server verifies them with bcryptjs).
-- The token columns are '' rather than NULL: hosted GoTrue fails to scan NULLs there.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, confirmation_sent_at, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous
)
select
  '00000000-0000-0000-0000-000000000000'::uuid,
  u.id,
  'authenticated',
  'authenticated',
  u.email,
  extensions.crypt(u.password, extensions.gen_salt('bf')),
  -- Confirmed by the link sent at sign-up (a proven e-mail: they see guest bookings made with it).
  now() - interval '30 days' - interval '1 hour',
  now() - interval '30 days',
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'first_name', u.first_name,
    'last_name', u.last_name,
    'phone', u.phone,
    'gender', u.gender,
    'address', '',
    'email_verified', true),
  now() - interval '30 days',
  now() - interval '30 days',
  false,
  false
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'customer@example.com', 'customer-demo-2026',
   'Carla', 'Customer', '+1 246 555 0101', 'female'),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'customer2@example.com', 'customer2-demo-2026',
   'Colin', 'Second', '+1 246 555 0102', 'male'),
  ('00000000-0000-4000-a000-000000000003'::uuid, 'moderator@example.com', 'moderator-demo-2026',
   'Mona', 'Moderator', '+1 246 555 0103', 'female'),
  ('00000000-0000-4000-a000-000000000004'::uuid, 'admin@example.com', 'admin-demo-2026',
   'Adam', 'Admin', '+1 246 555 0104', 'male'),
  ('00000000-0000-4000-a000-000000000005'::uuid, 'superadmin@example.com', 'superadmin-demo-2026',
   'Sue', 'Super', '+1 246 555 0105', 'female'),
  -- A driver (drivers row 1 below), not staff: no admin_users record.
  ('00000000-0000-4000-a000-000000000006'::uuid, 'driver@example.com', 'driver-demo-2026',
   'Dwayne', 'Driver', '+1 246 555 0106', 'male')
) as u (id, email, password, first_name, last_name, phone, gender)
on conflict (id) do nothing;

-- One e-mail identity per user, as GoTrue creates at sign-up.
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id,
  u.id::text,
  u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email',
  null,
  u.created_at,
  u.created_at
from auth.users u
where u.id in (
  '00000000-0000-4000-a000-000000000001',
  '00000000-0000-4000-a000-000000000002',
  '00000000-0000-4000-a000-000000000003',
  '00000000-0000-4000-a000-000000000004',
  '00000000-0000-4000-a000-000000000005',
  '00000000-0000-4000-a000-000000000006')
on conflict do nothing;

-- STAFF -----------------------------------------------------------------------------------------------

insert into public.admin_users (id, email, role, permissions, is_active) values
  ('00000000-0000-4000-b000-000000000003', 'moderator@example.com', 'moderator', '{}', true),
  ('00000000-0000-4000-b000-000000000004', 'admin@example.com', 'admin', '{}', true),
  ('00000000-0000-4000-b000-000000000005', 'superadmin@example.com', 'super_admin', '{}', true),
  -- A former admin: the record exists but is inactive, so it grants nothing.
  ('00000000-0000-4000-b000-000000000009', 'retired.admin@example.com', 'admin', '{}', false)
on conflict do nothing;

-- BOOKINGS --------------------------------------------------------------------------------------------

-- Priced by private.quote_price() exactly as public.create_booking() would, in every status, all with
-- pickups in the future (days ahead of today in Barbados). Booking 06 was made anonymously with the
-- customer's e-mail (user_id NULL): the customer still reads it, by e-mail.
with seed (
  id, reference_number, user_id, first_name, last_name, email, phone,
  trip_type, pickup_place_id, dropoff_place_id, pickup_location, dropoff_location,
  days_ahead, pickup_time, is_round_trip, return_days_ahead, return_time,
  passengers, suitcases, vehicle_type, payment_method, status,
  flight_details, guest_name, guest_phone_number,
  car_seats, supermarket_stop, fast_track_adults, fast_track_children
) as (
  values
  ('00000000-0000-4000-c000-000000000001'::uuid, 'BB-100001-CUP', '00000000-0000-4000-a000-000000000001'::uuid,
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'fromAirport', 'airport', 'sandy-lane', 'Grantley Adams International Airport', 'Sandy Lane',
   10, '14:30', false, null::integer, null::text,
   2, 3, 'luxury', 'credit', 'pending',
   'BA2155 from London Gatwick', 'Carla Customer', '+1 246 555 0101',
   0, false, 2, 0),
  ('00000000-0000-4000-c000-000000000002', 'BB-100002-CUC', '00000000-0000-4000-a000-000000000001',
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'toAirport', 'holetown', 'airport', 'Holetown', 'Grantley Adams International Airport',
   17, '09:15', false, null, null,
   2, 2, 'economy', 'cash', 'confirmed',
   'BA2156 to London Gatwick', 'Carla Customer', '+1 246 555 0101',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000003', 'BB-100003-CUD', '00000000-0000-4000-a000-000000000001',
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'inland', 'holetown', 'harrisons-cave', 'Holetown', 'Harrison''s Cave',
   5, '10:00', false, null, null,
   1, 0, 'premium', 'cash', 'completed',
   null, 'Carla Customer', '+1 246 555 0101',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000004', 'BB-100004-CUX', '00000000-0000-4000-a000-000000000001',
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'fromCruise', 'cruise-terminal', 'st-lawrence-gap', 'Bridgetown Cruise Terminal', 'St. Lawrence Gap',
   8, '08:00', false, null, null,
   2, 1, 'executive', 'credit', 'cancelled',
   'Celebrity Beyond', 'Carla Customer', '+1 246 555 0101',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000005', 'BB-100005-CUR', '00000000-0000-4000-a000-000000000001',
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'fromAirport', 'airport', 'the-crane', 'Grantley Adams International Airport', 'The Crane Resort',
   21, '04:30', true, 28, '05:15',
   4, 6, 'hiace', 'credit', 'pending',
   'AA1234 from Miami', 'Carla Customer', '+1 246 555 0101',
   2, true, 2, 2),
  ('00000000-0000-4000-c000-000000000006', 'BB-100006-CUA', null,
   'Carla', 'Customer', 'customer@example.com', '+1 246 555 0101',
   'inland', 'bridgetown', 'speightstown', 'Bridgetown', 'Speightstown',
   12, '19:45', false, null, null,
   2, 0, 'economy', 'cash', 'confirmed',
   null, 'Carla Customer', '+1 246 555 0101',
   1, true, 0, 0),
  ('00000000-0000-4000-c000-000000000007', 'BB-100007-COP', '00000000-0000-4000-a000-000000000002',
   'Colin', 'Second', 'customer2@example.com', '+1 246 555 0102',
   'fromAirport', 'airport', 'holetown', 'Grantley Adams International Airport', 'Holetown',
   6, '16:20', false, null, null,
   2, 2, 'executive', 'credit', 'pending',
   'DL1977 from New York JFK', 'Colin Second', '+1 246 555 0102',
   0, false, 1, 1),
  ('00000000-0000-4000-c000-000000000008', 'BB-100008-COC', '00000000-0000-4000-a000-000000000002',
   'Colin', 'Second', 'customer2@example.com', '+1 246 555 0102',
   'toCruise', 'paynes-bay', 'cruise-terminal', 'Paynes Bay', 'Bridgetown Cruise Terminal',
   9, '07:30', false, null, null,
   1, 1, 'premium', 'cash', 'confirmed',
   'Royal Caribbean Odyssey', 'Colin Second', '+1 246 555 0102',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000009', 'BB-100009-COD', '00000000-0000-4000-a000-000000000002',
   'Colin', 'Second', 'customer2@example.com', '+1 246 555 0102',
   'inland', 'st-lawrence-gap', 'oistins-fish-fry', 'St. Lawrence Gap', 'Oistins Fish Fry',
   3, '18:00', true, 3, '23:30',
   2, 0, 'economy', 'cash', 'completed',
   null, 'Colin Second', '+1 246 555 0102',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000010', 'BB-100010-COX', '00000000-0000-4000-a000-000000000002',
   'Colin', 'Second', 'customer2@example.com', '+1 246 555 0102',
   'toAirport', 'speightstown', 'airport', 'Speightstown', 'Grantley Adams International Airport',
   14, '02:45', false, null, null,
   2, 4, 'luxury', 'credit', 'cancelled',
   'VS29 to London Heathrow', 'Colin Second', '+1 246 555 0102',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000011', 'BB-100011-GUP', null,
   'Grace', 'Visitor', 'grace.visitor@example.org', '+44 20 7946 0958',
   'fromAirport', 'airport', 'sunset-crest', 'Grantley Adams International Airport', 'Sunset Crest',
   11, '12:10', false, null, null,
   1, 2, 'premium', 'cash', 'pending',
   'BA2155 from London Gatwick', 'Grace Visitor', '+44 20 7946 0958',
   0, false, 0, 0),
  ('00000000-0000-4000-c000-000000000012', 'BB-100012-GUV', null,
   'Hector', 'Group', 'hector.group@example.net', '+1 305 555 0199',
   'fromAirport', 'airport', 'speightstown', 'Grantley Adams International Airport', 'Speightstown',
   25, '13:40', true, 32, '11:00',
   7, 9, 'hiace', 'credit', 'confirmed',
   'AA1234 from Miami', 'Hector Group', '+1 305 555 0199',
   3, false, 4, 3)
),
dated as (
  select s.*,
         (now() at time zone 'America/Barbados')::date + s.days_ahead as pickup_date,
         (now() at time zone 'America/Barbados')::date + s.return_days_ahead as return_date,
         private.quote_price(
           s.vehicle_type, s.passengers, s.suitcases, s.trip_type, s.pickup_place_id, s.dropoff_place_id,
           null, s.is_round_trip, s.pickup_time, s.return_time,
           s.car_seats, s.supermarket_stop, s.fast_track_adults, s.fast_track_children) as quote
    from seed s
),
inserted as (
  insert into public.bookings (
    id, reference_number, user_id, idempotency_key, request_fingerprint,
    first_name, last_name, email, phone,
    trip_type, pickup_location, dropoff_location, pickup_place_id, dropoff_place_id, distance_km,
    pickup_date, pickup_time, pickup_after_hours,
    is_round_trip, return_date, return_time, return_after_hours,
    passengers, suitcases, vehicle_type, payment_method, total_price, status,
    flight_details, guest_name, guest_phone_number, created_at, updated_at
  )
  select
    d.id, d.reference_number, d.user_id,
    -- Deterministic keys: the booking id with a different version nibble.
    overlay(d.id::text placing 'e' from 15 for 1)::uuid,
    md5('seed:' || d.id::text),
    d.first_name, d.last_name, d.email, d.phone,
    d.trip_type, d.pickup_location, d.dropoff_location,
    d.quote ->> 'pickupPlaceId', d.quote ->> 'dropoffPlaceId', (d.quote ->> 'distance')::numeric,
    d.pickup_date, d.pickup_time, (d.quote ->> 'pickupAfterHours')::boolean,
    d.is_round_trip, d.return_date, d.return_time, (d.quote ->> 'returnAfterHours')::boolean,
    d.passengers, d.suitcases, d.vehicle_type, d.payment_method, (d.quote ->> 'total')::numeric, d.status,
    d.flight_details, d.guest_name, d.guest_phone_number,
    now() - make_interval(days => 40 - d.days_ahead), now() - make_interval(days => 40 - d.days_ahead)
  from dated d
  on conflict do nothing
  returning id
)
insert into public.additional_services (booking_id, service_type, quantity, price)
select d.id, line ->> 'serviceType', (line ->> 'quantity')::integer, (line ->> 'price')::numeric
  from dated d
  join inserted i on i.id = d.id
  cross join lateral jsonb_array_elements(d.quote -> 'additionalServices') as line;

-- TESTIMONIALS ----------------------------------------------------------------------------------------

insert into public.customer_testimonials (
  id, customer_name, customer_email, customer_location, service_used, rating, testimonial_text,
  is_approved, is_featured, approved_at, user_id, created_at, updated_at
) values
  ('00000000-0000-4000-d000-000000000001', 'Sarah Mitchell', 'sarah.mitchell@example.com', 'London, UK',
   'Airport Transfer', 5,
   'Our driver was waiting at arrivals with a sign and cold water. Spotless car and a smooth ride to Holetown.',
   true, true, now() - interval '20 days', null, now() - interval '25 days', now() - interval '20 days'),
  ('00000000-0000-4000-d000-000000000002', 'Carla Customer', 'customer@example.com', 'Toronto, Canada',
   'Island Tour', 5,
   'A wonderful day around the island: Harrison''s Cave, Bathsheba and lunch on the east coast.',
   true, false, now() - interval '15 days', '00000000-0000-4000-a000-000000000001',
   now() - interval '18 days', now() - interval '15 days'),
  ('00000000-0000-4000-d000-000000000003', 'James & Priya', 'james.priya@example.com', 'New York, USA',
   'Wedding Transportation', 5,
   'They handled every guest transfer on our wedding day without a hitch. Highly recommended!',
   true, true, now() - interval '10 days', null, now() - interval '12 days', now() - interval '10 days'),
  ('00000000-0000-4000-d000-000000000004', 'Colin Second', 'customer2@example.com', null,
   null, 4,
   'Reliable cruise-day pickup, back at the ship with plenty of time to spare.',
   true, false, now() - interval '5 days', '00000000-0000-4000-a000-000000000002',
   now() - interval '6 days', now() - interval '5 days'),
  ('00000000-0000-4000-d000-000000000005', 'Pending Reviewer', 'pending.reviewer@example.com', 'Bridgetown',
   'Day or Night Out', 3,
   'Good night out in St. Lawrence Gap, the driver came back for us right on time.',
   false, false, null, null, now() - interval '2 days', now() - interval '2 days'),
  ('00000000-0000-4000-d000-000000000006', 'Another Visitor', 'another.visitor@example.com', null,
   'Photography Services', 5,
   'Beautiful sunset photos at Mullins Beach; awaiting approval in the admin panel.',
   false, false, null, null, now() - interval '1 day', now() - interval '1 day')
on conflict do nothing;

-- FLEET -----------------------------------------------------------------------------------------------

-- One vehicle per class of the price list, with Barbados hired-car plates ('H' and a number).
insert into public.vehicles (id, plate, vehicle_type, seats, luggage, active, notes) values
  ('00000000-0000-4000-e000-000000000001', 'H 1201', 'economy', 3, 4, true, 'Toyota Corolla'),
  ('00000000-0000-4000-e000-000000000002', 'H 2302', 'premium', 3, 4, true, 'Honda Accord'),
  ('00000000-0000-4000-e000-000000000003', 'H 3403', 'luxury', 3, 4, true, 'Mercedes E-Class'),
  ('00000000-0000-4000-e000-000000000004', 'H 4504', 'executive', 4, 5, true, 'Toyota Land Cruiser'),
  ('00000000-0000-4000-e000-000000000005', 'H 5605', 'hiace', 8, 14, true, 'Toyota Hiace')
on conflict do nothing;

-- Three drivers; Dwayne signs in as driver@example.com.
insert into public.drivers (id, full_name, phone, active, user_id) values
  ('00000000-0000-4000-f000-000000000001', 'Dwayne Driver', '+1 246 555 0106', true,
   '00000000-0000-4000-a000-000000000006'),
  ('00000000-0000-4000-f000-000000000002', 'Kemar Clarke', '+1 246 555 0107', true, null),
  ('00000000-0000-4000-f000-000000000003', 'Shontelle Best', '+1 246 555 0108', true, null)
on conflict do nothing;

-- Dwayne drives bookings 02 (economy) and 08 (premium); Kemar the van of booking 12.
insert into public.booking_assignments (booking_id, driver_id, vehicle_id, assigned_by, assigned_at) values
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-f000-000000000001',
   '00000000-0000-4000-e000-000000000001', '00000000-0000-4000-a000-000000000004', now() - interval '1 day'),
  ('00000000-0000-4000-c000-000000000008', '00000000-0000-4000-f000-000000000001',
   '00000000-0000-4000-e000-000000000002', '00000000-0000-4000-a000-000000000004', now() - interval '1 day'),
  ('00000000-0000-4000-c000-000000000012', '00000000-0000-4000-f000-000000000002',
   '00000000-0000-4000-e000-000000000005', '00000000-0000-4000-a000-000000000004', now() - interval '1 day')
on conflict do nothing;

-- E-MAIL HISTORY --------------------------------------------------------------------------------------

-- Inserting the demo bookings queued their booking e-mails (private.email_outbox). The bookings are
-- weeks old, so those e-mails are history, not news: sent a few seconds after each booking, except the
-- guest confirmation of booking 11, which bounced (what a failed delivery looks like to staff).
-- `npm start` therefore sends nothing for the demo data now. The reminders of the demo trips still
-- ahead (event_key 'scheduled') stay pending: they go out the day before those pickups.
update private.email_outbox o
   set status = case when o.booking_id = '00000000-0000-4000-c000-000000000011' and o.kind = 'booking_confirmation'
                     then 'failed' else 'sent' end,
       attempts = case when o.booking_id = '00000000-0000-4000-c000-000000000011' and o.kind = 'booking_confirmation'
                       then 10 else 1 end,
       created_at = b.created_at,
       next_attempt_at = b.created_at,
       last_attempt_at = b.created_at + interval '3 seconds',
       sent_at = case when o.booking_id = '00000000-0000-4000-c000-000000000011' and o.kind = 'booking_confirmation'
                      then null else b.created_at + interval '3 seconds' end,
       last_error = case when o.booking_id = '00000000-0000-4000-c000-000000000011' and o.kind = 'booking_confirmation'
                         then '550 5.1.1 <grace.visitor@example.org>: Recipient address rejected: User unknown' end
  from public.bookings b
 where b.id = o.booking_id
   and o.status = 'pending'
   and o.event_key <> 'scheduled'
   and o.booking_id::text like '00000000-0000-4000-c000-0000000000__';

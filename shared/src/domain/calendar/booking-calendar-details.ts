import { vehicleTitle } from '../bookings/booking-labels';
import { formatUsd } from '../format/money-format';

export interface CalendarDetailFacts {
  vehicleType: string;
  passengers: number | string;
  suitcases?: number | string | null;
  totalPrice: number | string;
}

export interface CalendarSupport {
  phoneDisplay: string;
  email?: string | null;
}

/** The description lines of a booking's calendar event, the same in every place that offers one. */
export function bookingCalendarDetails(
  facts: CalendarDetailFacts,
  support: CalendarSupport,
  money: (amount: number) => string = formatUsd,
): string[] {
  const luggage =
    facts.suitcases === undefined || facts.suitcases === null
      ? ''
      : `, suitcases: ${facts.suitcases}`;
  return [
    `Vehicle: ${vehicleTitle(facts.vehicleType)}`,
    `Passengers: ${facts.passengers}${luggage}`,
    `Total: ${money(Number(facts.totalPrice))}`,
    `Questions: ${support.phoneDisplay}${support.email ? ` or ${support.email}` : ''}`,
  ];
}

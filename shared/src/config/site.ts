/** Business constants: contact, hours, figures. The inbox is a deploy-time setting (runtime-config). */
export const SITE = {
  businessName: 'Barbados Island Rides',
  phoneDisplay: '+1 246 269 9288',
  phoneE164: '+12462699288',
  whatsappNumber: '12462699288',
  operatingSince: 2007,
  serviceHours: '8:30 AM to 6:30 PM (GMT-4)',
  timeZone: 'America/Barbados',
  currency: 'USD',
  figures: {
    customers: '500+',
    years: '18+',
    rating: '4.9/5',
    satisfaction: '98%',
  },
} as const;

export const DEFAULT_SUPPORT_EMAIL = 'bookings@example.com';

/** The empty values of the fields every request form has: contact, date, pick-up and requests. */
export const REQUEST_FORM_DEFAULTS = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '',
  areaCode: '',
  phoneNumber: '',
  date: '',
  pickupTime: '',
  pickupLocation: '',
  additionalRequests: '',
} as const;

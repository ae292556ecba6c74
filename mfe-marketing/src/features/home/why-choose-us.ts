export const WHY_CHOOSE_US = [
  {
    title: 'Local since 2007',
    text: 'Drivers born and raised in Barbados who know every parish and shortcut.',
  },
  {
    title: 'Prices before you book',
    text: 'Instant quotes in USD, with no surprise fees at the end of the ride.',
  },
  {
    title: 'Flight and ship tracking',
    text: 'We watch your arrival and wait 60 minutes after your flight lands.',
  },
  {
    title: 'Clean, insured vehicles',
    text: 'From economy cars to executive SUVs and a 14-seat Hiace van.',
  },
] as const;

/** The four hard-coded five-star reviews of the home page (SPEC section 2, Home page). */
export const FEATURED_REVIEWS = [
  {
    name: 'Sarah M., Toronto',
    text: 'Our driver was waiting with a sign as we walked out. Cold water, a spotless car and great stories all the way to St. Lawrence Gap.',
  },
  {
    name: 'James and Priya, London',
    text: 'The island tour was the highlight of our honeymoon. Harrison’s Cave, Bathsheba and the best fish cakes we have ever had.',
  },
  {
    name: 'The Alvarez family, Miami',
    text: 'Car seats were already fitted for the kids and the van had room for all our luggage. Stress-free from start to finish.',
  },
  {
    name: 'Daniel K., New York',
    text: 'Booked a night out in Holetown: picked up on time, collected at midnight exactly as planned. Will use again.',
  },
] as const;

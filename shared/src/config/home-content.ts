/** The four points of the why-choose-us block. */
export const WHY_CHOOSE_US = [
  {
    title: 'Local since 2007',
    text: 'Drivers born and raised in Barbados who know every parish, beach and shortcut.',
  },
  {
    title: 'Prices before you book',
    text: 'Instant fixed quotes in US dollars, with no surprise fees at the end of the ride.',
  },
  {
    title: 'Flights and ships tracked',
    text: 'We follow your arrival and wait 60 minutes after your flight lands, free of charge.',
  },
  {
    title: 'Clean, insured vehicles',
    text: 'From economy cars to luxury saloons, executive SUVs and a Hiace van for groups.',
  },
] as const;

/** The reviews block's four hard-coded five-star reviews. */
export const FEATURED_REVIEWS = [
  {
    name: 'Emma T.',
    origin: 'Manchester, UK',
    text: 'Our driver tracked the delayed flight and was still smiling at arrivals at midnight. Spotless car, cold water, straight to our villa.',
  },
  {
    name: 'Marcus and Lee',
    origin: 'Atlanta, USA',
    text: 'The custom island tour was worth every minute: the east coast, a rum distillery and lunch at a spot only locals know.',
  },
  {
    name: 'The Okafor family',
    origin: 'Lagos, Nigeria',
    text: 'Two car seats fitted, a supermarket stop on the way and help with all the bags. The easiest start to a holiday we have had.',
  },
  {
    name: 'Chloé D.',
    origin: 'Montréal, Canada',
    text: 'Back to the cruise ship with an hour to spare after the best day of our trip. Friendly, punctual and fairly priced.',
  },
] as const;

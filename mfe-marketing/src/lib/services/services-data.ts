import { HOME_SECTIONS, paths, SERVICE_SUMMARIES, serviceTitle, type ServiceId } from '@bbt/shared';
import { FROM_CRUISE_STATE, type ContactService, type FromCruiseState } from '@bbt/shared/domain';

import { POLICY_FAQ, type FaqEntry } from './policy-faq';

export type BookLabel = 'Book Now' | 'Send Us a Message' | 'Contact Us';

export interface BookAction {
  label: BookLabel;
  to: string;
  /** What the visitor finds there, under the button. */
  hint: string;
  /**
   * Router state for the target: the contact form preselects this service; the tour form asks
   * cruise visitors for their ship.
   */
  state?: { service: ContactService } | FromCruiseState;
}

export interface ServiceEntry {
  id: ServiceId;
  title: string;
  /** One sentence for the cards. */
  summary: string;
  /** The gig page's long description, one string per paragraph. */
  description: readonly string[];
  features: readonly string[];
  /** Five questions: four about the service, then the cancellation and refund policy. */
  faq: readonly FaqEntry[];
  book: BookAction;
}

/** The contact page's message form (ids 4, 5, 7 and 8 scroll to it). */
export const MESSAGE_FORM_ID = 'message-form';
const CONTACT_FORM = `${paths.contact}#${MESSAGE_FORM_ID}`;

const CALCULATOR: BookAction = {
  label: 'Book Now',
  to: `/#${HOME_SECTIONS.priceCalculator}`,
  hint: 'Get an instant fixed price and book online.',
};
const TOUR_FORM: BookAction = {
  label: 'Book Now',
  to: paths.bookTour,
  hint: 'Choose your stops and pick-up; we confirm by e-mail.',
};
/** From the cruise-excursions page: the tour form's pick-up asks for the ship. */
const CRUISE_TOUR_FORM: BookAction = { ...TOUR_FORM, state: FROM_CRUISE_STATE };
const NIGHT_OUT_FORM: BookAction = {
  label: 'Book Now',
  to: paths.bookNightOut,
  hint: 'Choose your venues and return time; we confirm by e-mail.',
};
const message = (
  label: 'Send Us a Message' | 'Contact Us',
  service: ContactService,
): BookAction => ({
  label,
  to: CONTACT_FORM,
  hint: 'Tell us your plans and we reply with a quote, usually within the hour.',
  state: { service },
});

/** The eight services, with each one's Book button label and target. */
export const SERVICES: readonly ServiceEntry[] = [
  {
    id: 1,
    title: serviceTitle(1),
    summary: SERVICE_SUMMARIES[1],
    description: [
      'Step out of arrivals and find your driver waiting with your name on a sign. We track your flight, so an early landing or a delay changes nothing for you, and the first 60 minutes after touchdown are free.',
      'Choose the car that suits your party, from an economy saloon for two to a luxury Mercedes or BMW, an executive SUV or a Toyota Hiace van with room for eight and their luggage. Your price is fixed when you book, in US dollars, with no surprise at the end of the ride.',
    ],
    features: [
      'Flight tracking and 60 minutes of free waiting',
      'Meet-and-greet in the arrivals hall',
      'Fixed prices in USD, agreed before you ride',
      'Child car seats and a supermarket stop on request',
      'Fast track through arrivals for adults and children',
      'Economy, premium, luxury, executive and van',
    ],
    faq: [
      {
        question: 'What happens if my flight is delayed?',
        answer:
          'Nothing changes for you: we follow your flight and your driver is there when you land. The first 60 minutes after landing are free of charge.',
      },
      {
        question: 'Where will my driver meet me?',
        answer:
          'In the arrivals hall, just past customs, holding a sign with your name. Your driver also has your phone number in case you cannot find each other.',
      },
      {
        question: 'Can you fit all our luggage?',
        answer:
          'Cars take one to four pieces; for four or more large suitcases choose the Premium or the Hiace van, which takes up to fourteen pieces.',
      },
      {
        question: 'How far ahead should I book?',
        answer:
          'At least 24 hours before your flight lands, ideally 24 to 48 hours ahead. For anything sooner, please call us and we will do our best.',
      },
      POLICY_FAQ,
    ],
    book: CALCULATOR,
  },
  {
    id: 2,
    title: serviceTitle(2),
    summary: SERVICE_SUMMARIES[2],
    description: [
      'See Barbados the way locals do, with a driver-guide who has spent a lifetime on the island. Go underground at Harrison’s Cave, walk the gardens at Hunte’s, watch the surf roll in at Bathsheba and taste rum where it is made.',
      'You choose the stops and the pace; we plan the route around them and stop wherever you ask. Tours are charged by the hour, with rates for a standard car, a luxury car or a van for up to twelve.',
    ],
    features: [
      'Your own stops, in the order you like',
      'Local driver-guides with stories to tell',
      'Hourly rates: standard, luxury or van',
      'Pick-up from your hotel, villa or cruise ship',
      'Chilled water on board',
      'Up to twelve guests in one van',
    ],
    faq: [
      {
        question: 'How long is a tour?',
        answer:
          'As long as you like. Most guests book four to six hours; a full loop of the island with lunch takes about seven.',
      },
      {
        question: 'How much does a tour cost?',
        answer:
          'Tours are hourly: a standard car is US$50 an hour for one or two people and US$75 for three to six; luxury is US$85; the van is US$100 for up to eight and US$150 for nine to twelve.',
      },
      {
        question: 'Are entrance fees included?',
        answer:
          'No: entrance fees, food and drinks are paid at each stop, so you only pay for the places you choose.',
      },
      {
        question: 'Can we bring children?',
        answer:
          'Of course. Tell us their ages when you book and we bring the right car seats at no charge on a tour.',
      },
      POLICY_FAQ,
    ],
    book: TOUR_FORM,
  },
  {
    id: 3,
    title: serviceTitle(3),
    summary: SERVICE_SUMMARIES[3],
    description: [
      'Enjoy the evening without thinking about the drive back. We take you to dinner in Holetown, the Friday fish fry at Oistins or the bars of St. Lawrence Gap, and collect you at the time you choose.',
      'By day, hop between the west-coast beaches, a catamaran at the marina and lunch by the sea, with your driver waiting nearby and your bags safe in the car.',
    ],
    features: [
      'Pick-up and return at the times you choose',
      'Restaurants, bars and beaches of your choice',
      'Your driver waits nearby or comes back for you',
      'Groups of up to twelve in one van',
      'Safe rides home after dark',
    ],
    faq: [
      {
        question: 'Will the driver wait for us?',
        answer:
          'For short stops your driver waits nearby; for dinner or a night out we come back at your return time, and you can always call to change it.',
      },
      {
        question: 'Can we add stops during the evening?',
        answer:
          'Yes. Tell your driver; extra stops on the way are fine, and a longer evening is simply billed for the extra time.',
      },
      {
        question: 'Do you pick up after midnight?',
        answer:
          'Yes. Rides from midnight to 5:59 AM carry a US$20 after-hours surcharge, shown before you confirm.',
      },
      {
        question: 'How far ahead should I book?',
        answer:
          'A day or two ahead is ideal, and on Fridays (fish-fry night) we recommend booking early.',
      },
      POLICY_FAQ,
    ],
    book: NIGHT_OUT_FORM,
  },
  {
    id: 4,
    title: serviceTitle(4),
    summary: SERVICE_SUMMARIES[4],
    description: [
      'Your wedding day runs on time when the transport does. We bring the couple in a dressed car, the wedding party together, and every guest from their hotel to the ceremony and on to the reception.',
      'We plan the day with you or your planner: timings, pick-up lists, the photo stops on the way and the last rides home.',
    ],
    features: [
      'Dressed bridal car with ribbon and flowers',
      'Guest shuttles between hotels, ceremony and reception',
      'One coordinator for the whole day',
      'Photo stops on the way',
      'Late rides home for every guest',
    ],
    faq: [
      {
        question: 'How early should we book?',
        answer:
          'Two to three months ahead for weddings, so we can hold the cars and drivers your day needs.',
      },
      {
        question: 'Can you decorate the car?',
        answer: 'Yes: ribbons and flowers in your colours are included for the couple’s car.',
      },
      {
        question: 'Do you work with wedding planners?',
        answer:
          'Often. Share their details and we agree timings and guest lists with them directly.',
      },
      {
        question: 'How is a wedding priced?',
        answer:
          'We quote per day from your timings, number of guests and vehicles; send us a message and we reply with a quote.',
      },
      POLICY_FAQ,
    ],
    book: message('Send Us a Message', 'wedding'),
  },
  {
    id: 5,
    title: serviceTitle(5),
    summary: SERVICE_SUMMARIES[5],
    description: [
      'Executive cars and SUVs for board members and guests, and vans for teams and conference delegates, with drivers who are discreet, punctual and know every business address on the island.',
      'We can keep a car on call for the day, run airport transfers for a whole delegation and send one monthly invoice to your company.',
    ],
    features: [
      'Executive cars and SUVs',
      'Delegate shuttles for events and conferences',
      'Cars on call by the hour or the day',
      'Monthly invoicing for companies',
      'Discreet, punctual, uniformed drivers',
    ],
    faq: [
      {
        question: 'Can you invoice our company?',
        answer: 'Yes. Regular clients receive one monthly invoice with every ride itemised.',
      },
      {
        question: 'Can a car stay with us all day?',
        answer: 'Yes, by the hour or for the whole day, with the same driver throughout.',
      },
      {
        question: 'Do you handle groups for conferences?',
        answer:
          'We move delegations of any size with vans and cars, coordinated against your programme.',
      },
      {
        question: 'Is Wi-Fi available on board?',
        answer: 'Executive vehicles carry Wi-Fi and phone chargers; ask when you book.',
      },
      POLICY_FAQ,
    ],
    book: message('Contact Us', 'corporate'),
  },
  {
    id: 6,
    title: serviceTitle(6),
    summary: SERVICE_SUMMARIES[6],
    description: [
      'Make the most of your day in port. Your driver meets you at the Bridgetown Cruise Terminal and shows you the island your way, whether that is a beach, a tour of the highlights or lunch on the east coast.',
      'We plan every stop around your all-aboard time and get you back to the ship with time to spare.',
    ],
    features: [
      'Pick-up at the Bridgetown Cruise Terminal',
      'Back on board with time to spare',
      'Your own stops and pace',
      'Cars for two, vans for groups',
      'Hourly rates, agreed before you go',
    ],
    faq: [
      {
        question: 'Will we make it back to the ship?',
        answer:
          'Yes. We plan the day around your all-aboard time and head back with at least an hour to spare.',
      },
      {
        question: 'Where do we meet the driver?',
        answer:
          'Just outside the terminal building; tell us your ship’s name when you book and your driver will be there when you step off.',
      },
      {
        question: 'What can we see in a few hours?',
        answer:
          'In four hours: Harrison’s Cave, the east coast at Bathsheba and a beach stop; in six, add lunch and a rum distillery.',
      },
      {
        question: 'How do we pay?',
        answer: 'By card or cash, at the hourly rate agreed when you book.',
      },
      POLICY_FAQ,
    ],
    book: CRUISE_TOUR_FORM,
  },
  {
    id: 7,
    title: serviceTitle(7),
    summary: SERVICE_SUMMARIES[7],
    description: [
      'Take home more than phone pictures. Our photographers know the beaches, cliffs and streets of Barbados and the light at every hour, from golden sunrise at Bottom Bay to sunset at Mullins.',
      'Book a family session, a surprise proposal or a full wedding day; transport to every location is included.',
    ],
    features: [
      'Family, couple and proposal shoots',
      'Sunrise and sunset sessions',
      'Transport to every location included',
      'Edited pictures delivered online',
      'Wedding day coverage',
    ],
    faq: [
      {
        question: 'How soon do we get the pictures?',
        answer: 'Edited pictures arrive in an online gallery within a week of the shoot.',
      },
      {
        question: 'Can you keep a proposal secret?',
        answer:
          'Yes. We plan the place and the moment with you and stay out of sight until the question is asked.',
      },
      {
        question: 'What should we wear?',
        answer: 'Light, plain colours photograph best on the beach; we send tips when you book.',
      },
      {
        question: 'What if it rains?',
        answer: 'Showers pass quickly here; if the weather spoils a session we move it for free.',
      },
      POLICY_FAQ,
    ],
    book: message('Send Us a Message', 'photography'),
  },
  {
    id: 8,
    title: serviceTitle(8),
    summary: SERVICE_SUMMARIES[8],
    description: [
      'Arrive to a stocked fridge and a dinner table booked for your first night. Our concierge team takes care of the details, from restaurant reservations and catamaran trips to a chef for the villa.',
      'Throughout your stay one message is enough: we know who to call on the island and we make it happen.',
    ],
    features: [
      'Groceries delivered before you arrive',
      'Restaurant and activity bookings',
      'Private chefs and villa services',
      'One contact for your whole stay',
      'Local knowledge, honest recommendations',
    ],
    faq: [
      {
        question: 'How do groceries before arrival work?',
        answer:
          'Send us your list and your arrival time; we shop and leave everything in your villa before you arrive.',
      },
      {
        question: 'Can you book restaurants that are full?',
        answer:
          'We know the island’s restaurants well and often find a table; we tell you honestly when we cannot.',
      },
      {
        question: 'How is concierge priced?',
        answer: 'Per request or as a package for your stay; we quote before anything is booked.',
      },
      {
        question: 'Can you arrange activities?',
        answer:
          'Catamaran cruises, diving, golf, horse riding and more, booked with operators we trust.',
      },
      POLICY_FAQ,
    ],
    book: message('Send Us a Message', 'concierge'),
  },
];

export function findService(id: string | undefined): ServiceEntry | null {
  if (!id || !/^\d+$/.test(id)) return null;
  return SERVICES.find((service) => service.id === Number(id)) ?? null;
}

/** The three services after this one (wrapping round), for "Other services" on a gig page. */
export function otherServices(service: ServiceEntry): readonly ServiceEntry[] {
  const index = SERVICES.indexOf(service);
  return [1, 2, 3].map((step) => SERVICES[(index + step) % SERVICES.length] as ServiceEntry);
}

// Restaurants, bars and night-out venues (about 48).
// Columns: see ./place-row.ts.
// How the coordinates and distances were derived: see ./place-types.ts.
import type { Place } from './place-types';
import { placeRow } from './place-row';

const row = placeRow('restaurant');

// prettier-ignore
export const RESTAURANTS_AND_BARS: readonly Place[] = [
  row('lobster-alive', 'Lobster Alive', 'St. Michael', 'south', 13.0905, -59.6115, 15.5, 3.5),
  row('the-boatyard', 'The Boatyard', 'St. Michael', 'south', 13.09, -59.6115, 15.5, 3.5),
  row('harbour-lights', 'Harbour Lights', 'St. Michael', 'south', 13.089, -59.611, 15.5, 3.5),
  row('cuzs-fish-shack', "Cuz's Fish Shack", 'St. Michael', 'south', 13.085, -59.611, 15.5, 4),
  row('brown-sugar', 'Brown Sugar', 'St. Michael', 'south', 13.0825, -59.609, 15, 4),
  row('waterfront-cafe', 'The Waterfront Cafe', 'St. Michael', 'west', 13.096, -59.614, 16, 2.5),
  row('la-cabane', 'La Cabane', 'St. Michael', 'west', 13.129, -59.637, 20, 3),
  row('cin-cin-by-the-sea', 'Cin Cin by the Sea', 'St. James', 'west', 13.139, -59.638, 24, 5),
  row('champers', 'Champers', 'Christ Church', 'south', 13.074, -59.595, 14, 6.5),
  row('tapas', 'Tapas', 'Christ Church', 'south', 13.075, -59.597, 14, 6.5),
  row('berts-bar', "Bert's Bar", 'Christ Church', 'south', 13.0735, -59.587, 13, 7.5),
  row('mojo-bar', 'Mojo Bar & Grill', 'Christ Church', 'south', 13.07, -59.5815, 12, 8.5),
  row('cafe-sol', 'Café Sol', 'Christ Church', 'south', 13.0675, -59.565, 10, 10.5),
  row('mcbrides-pub', "McBride's Pub", 'Christ Church', 'south', 13.067, -59.566, 10, 10.5),
  row('old-jamm-inn', 'The Old Jamm Inn', 'Christ Church', 'south', 13.0672, -59.5655, 10, 10.5),
  row('reggae-lounge', 'The Reggae Lounge', 'Christ Church', 'south', 13.067, -59.5655, 10, 10.5),
  row('cocktail-kitchen', 'Cocktail Kitchen', 'Christ Church', 'south', 13.067, -59.566, 10, 10.5),
  row('pisces', 'Pisces', 'Christ Church', 'south', 13.0668, -59.564, 9.5, 10.5),
  row('bellinis-trattoria', "Bellini's Trattoria", 'Christ Church', 'south', 13.0668, -59.563, 9.5, 10.5),
  row('primo-bar-and-bistro', 'Primo Bar & Bistro', 'Christ Church', 'south', 13.0665, -59.56, 9, 11),
  row('oistins-fish-fry', 'Oistins Fish Fry', 'Christ Church', 'south', 13.0625, -59.541, 7, 13.5),
  row('cafe-luna', 'Café Luna', 'Christ Church', 'south', 13.0595, -59.534, 6, 14.5),
  row('zen-at-the-crane', 'Zen at The Crane', 'St. Philip', 'south', 13.1055, -59.444, 8, 25.5),
  row('l-azure-at-the-crane', "L'Azure at The Crane", 'St. Philip', 'south', 13.1052, -59.4442, 8, 25.5),
  row('the-cliff', 'The Cliff', 'St. James', 'west', 13.1585, -59.6375, 25.5, 8),
  row('daphnes', "Daphne's", 'St. James', 'west', 13.16, -59.638, 25.5, 8.5),
  row('bombas-beach-bar', "Bomba's Beach Bar", 'St. James', 'west', 13.161, -59.6385, 26, 8.5),
  row('scarlet', 'Scarlet', 'St. James', 'west', 13.1615, -59.638, 26, 8.5),
  row('fathoms', 'Fathoms', 'St. James', 'west', 13.1625, -59.6385, 26, 9),
  row('bajan-blue', 'Bajan Blue at Sandy Lane', 'St. James', 'west', 13.172, -59.6375, 26.5, 10.5),
  row('fusion-rooftop', 'Fusion Rooftop', 'St. James', 'west', 13.187, -59.638, 28, 12.5),
  row('the-mews', 'The Mews', 'St. James', 'west', 13.1885, -59.6385, 28.5, 13),
  row('nishi', 'Nishi', 'St. James', 'west', 13.188, -59.638, 28, 13),
  row('ragamuffins', 'Ragamuffins', 'St. James', 'west', 13.1878, -59.638, 28, 12.5),
  row('mama-mia', 'Mama Mia', 'St. James', 'west', 13.1875, -59.6375, 28, 12.5),
  row('angry-annies', "Angry Annie's", 'St. James', 'west', 13.188, -59.6378, 28, 13),
  row('surfside-beach-bar', 'Surfside Beach Bar', 'St. James', 'west', 13.188, -59.6395, 28.5, 13),
  row('the-tides', 'The Tides', 'St. James', 'west', 13.1895, -59.6395, 28.5, 13),
  row('john-moore-bar', 'John Moore Bar', 'St. James', 'west', 13.21, -59.641, 31, 16),
  row('the-lone-star', 'The Lone Star', 'St. James', 'west', 13.219, -59.641, 31.5, 17.5),
  row('sea-shed', 'Sea Shed', 'St. Peter', 'west', 13.237, -59.641, 35, 21),
  row('mullins-beach-bar', 'Mullins Beach Bar', 'St. Peter', 'west', 13.2385, -59.6415, 35, 21.5),
  row('jumas', "Juma's", 'St. Peter', 'west', 13.249, -59.644, 36.5, 23),
  row('orange-street-grocer', 'Orange Street Grocer', 'St. Peter', 'west', 13.2505, -59.6445, 37, 23.5),
  row('the-fish-pot', 'The Fish Pot', 'St. Peter', 'north', 13.272, -59.64, 39, 26.5),
  row('atlantis-restaurant', 'The Atlantis Restaurant', 'St. Joseph', 'east', 13.205, -59.5192, 23.5, 26),
  row('dinas-bar', "Dina's Bar", 'St. Joseph', 'east', 13.2135, -59.5215, 25, 27),
  row('the-round-house', 'The Round House', 'St. Joseph', 'east', 13.216, -59.52, 25.5, 27.5),
];

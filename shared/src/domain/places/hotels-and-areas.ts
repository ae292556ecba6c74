// Hotels and areas where visitors stay, grouped by coast.
// Columns: see ./place-row.ts.
// How the coordinates and distances were derived: see ./place-types.ts.
import type { Place } from './place-types';
import { placeRow } from './place-row';

const area = placeRow('area');
const hotel = placeRow('hotel');

// prettier-ignore
export const HOTELS_AND_AREAS: readonly Place[] = [
  area('bridgetown', 'Bridgetown', 'St. Michael', 'west', 13.0975, -59.6167, 16.5, 2),
  area('warrens', 'Warrens', 'St. Michael', 'west', 13.133, -59.609, 17, 4.5),
  area('hastings', 'Hastings', 'Christ Church', 'south', 13.075, -59.598, 14.5, 6),
  area('rockley', 'Rockley', 'Christ Church', 'south', 13.0728, -59.5883, 13, 7.5),
  area('worthing', 'Worthing', 'Christ Church', 'south', 13.07, -59.582, 12, 8.5),
  area('st-lawrence-gap', 'St. Lawrence Gap', 'Christ Church', 'south', 13.067, -59.565, 10, 10.5),
  area('dover', 'Dover', 'Christ Church', 'south', 13.0683, -59.57, 10.5, 10),
  area('maxwell', 'Maxwell', 'Christ Church', 'south', 13.064, -59.55, 8, 12.5),
  area('oistins', 'Oistins', 'Christ Church', 'south', 13.063, -59.543, 7, 13.5),
  area('silver-sands', 'Silver Sands', 'Christ Church', 'south', 13.048, -59.518, 5, 17.5),
  area('paynes-bay', 'Paynes Bay', 'St. James', 'west', 13.162, -59.638, 26, 9),
  area('sunset-crest', 'Sunset Crest', 'St. James', 'west', 13.181, -59.637, 27.5, 11.5),
  area('holetown', 'Holetown', 'St. James', 'west', 13.1872, -59.6383, 28, 12.5),
  area('speightstown', 'Speightstown', 'St. Peter', 'west', 13.25, -59.6433, 37, 23),
  area('bathsheba', 'Bathsheba', 'St. Joseph', 'east', 13.2137, -59.5217, 25, 27),
  hotel('hilton-barbados', 'Hilton Barbados Resort', 'St. Michael', 'south', 13.0785, -59.6095, 15, 4.5),
  hotel('radisson-aquatica', 'Radisson Aquatica Resort', 'St. Michael', 'south', 13.083, -59.61, 15.5, 4),
  hotel('courtyard-marriott-bridgetown', 'Courtyard by Marriott Bridgetown', 'Christ Church', 'south', 13.0763, -59.6005, 14.5, 6),
  hotel('sugar-bay', 'Sugar Bay Barbados', 'Christ Church', 'south', 13.0763, -59.5968, 14, 6),
  hotel('accra-beach-hotel', 'Accra Beach Hotel & Spa', 'Christ Church', 'south', 13.073, -59.589, 13, 7.5),
  hotel('turtle-beach', 'Turtle Beach by Elegant Hotels', 'Christ Church', 'south', 13.0668, -59.567, 10, 10.5),
  hotel('ocean-two', 'Ocean Two Resort', 'Christ Church', 'south', 13.0678, -59.569, 10.5, 10),
  hotel('southern-palms', 'Southern Palms Beach Club', 'Christ Church', 'south', 13.0664, -59.562, 9.5, 11),
  hotel('sea-breeze-beach-house', 'Sea Breeze Beach House', 'Christ Church', 'south', 13.064, -59.552, 8, 12),
  hotel('bougainvillea-barbados', 'Bougainvillea Barbados', 'Christ Church', 'south', 13.0635, -59.5475, 7.5, 13),
  hotel('little-arches', 'Little Arches Boutique Hotel', 'Christ Church', 'south', 13.0595, -59.534, 6, 14.5),
  hotel('the-crane', 'The Crane Resort', 'St. Philip', 'south', 13.1055, -59.444, 8, 25.5),
  hotel('treasure-beach', 'Treasure Beach', 'St. James', 'west', 13.1612, -59.6385, 26, 8.5),
  hotel('the-house', 'The House by Elegant Hotels', 'St. James', 'west', 13.163, -59.6385, 26, 9),
  hotel('tamarind', 'Tamarind by Elegant Hotels', 'St. James', 'west', 13.166, -59.639, 26.5, 9.5),
  hotel('sandy-lane', 'Sandy Lane', 'St. James', 'west', 13.172, -59.637, 26.5, 10.5),
  hotel('the-club-barbados', 'The Club Barbados', 'St. James', 'west', 13.182, -59.6385, 27.5, 12),
  hotel('mango-bay', 'Mango Bay', 'St. James', 'west', 13.1855, -59.639, 28, 12.5),
  hotel('the-sandpiper', 'The Sandpiper', 'St. James', 'west', 13.192, -59.64, 29, 13.5),
  hotel('coral-reef-club', 'Coral Reef Club', 'St. James', 'west', 13.195, -59.641, 29, 14),
  hotel('colony-club', 'Colony Club by Elegant Hotels', 'St. James', 'west', 13.1985, -59.641, 29.5, 14.5),
  hotel('fairmont-royal-pavilion', 'Fairmont Royal Pavilion', 'St. James', 'west', 13.201, -59.641, 30, 15),
  hotel('cobblers-cove', 'Cobblers Cove', 'St. Peter', 'west', 13.236, -59.642, 35, 21),
  hotel('port-ferdinand', 'Port Ferdinand', 'St. Peter', 'north', 13.262, -59.643, 38, 25),
  hotel('port-st-charles', 'Port St. Charles', 'St. Peter', 'north', 13.265, -59.643, 38.5, 25.5),
  hotel('atlantis-historic-inn', 'The Atlantis Historic Inn', 'St. Joseph', 'east', 13.205, -59.519, 23.5, 26),
  hotel('sea-u-guest-house', 'Sea-U Guest House', 'St. Joseph', 'east', 13.212, -59.5215, 25, 27),
];

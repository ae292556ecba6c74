// Hotels and areas where visitors stay, grouped by coast.
// Columns: kind, id, name, parish, coast, lat, lng, km from airport, km from cruise terminal.
// How the coordinates and distances were derived: see ./place-types.ts.
import type { Coast } from '../rates';
import type { Place } from './place-types';

function row(
  kind: 'hotel' | 'area',
  id: string,
  name: string,
  parish: string,
  coast: Coast,
  lat: number,
  lng: number,
  kmFromAirport: number,
  kmFromCruiseTerminal: number,
): Place {
  return { id, name, kind, parish, coast, lat, lng, kmFromAirport, kmFromCruiseTerminal };
}

// prettier-ignore
export const HOTELS_AND_AREAS: readonly Place[] = [
  row('area', 'bridgetown', 'Bridgetown', 'St. Michael', 'west', 13.0975, -59.6167, 16.5, 2),
  row('area', 'warrens', 'Warrens', 'St. Michael', 'west', 13.133, -59.609, 17, 4.5),
  row('area', 'hastings', 'Hastings', 'Christ Church', 'south', 13.075, -59.598, 14.5, 6),
  row('area', 'rockley', 'Rockley', 'Christ Church', 'south', 13.0728, -59.5883, 13, 7.5),
  row('area', 'worthing', 'Worthing', 'Christ Church', 'south', 13.07, -59.582, 12, 8.5),
  row('area', 'st-lawrence-gap', 'St. Lawrence Gap', 'Christ Church', 'south', 13.067, -59.565, 10, 10.5),
  row('area', 'dover', 'Dover', 'Christ Church', 'south', 13.0683, -59.57, 10.5, 10),
  row('area', 'maxwell', 'Maxwell', 'Christ Church', 'south', 13.064, -59.55, 8, 12.5),
  row('area', 'oistins', 'Oistins', 'Christ Church', 'south', 13.063, -59.543, 7, 13.5),
  row('area', 'silver-sands', 'Silver Sands', 'Christ Church', 'south', 13.048, -59.518, 5, 17.5),
  row('area', 'paynes-bay', 'Paynes Bay', 'St. James', 'west', 13.162, -59.638, 26, 9),
  row('area', 'sunset-crest', 'Sunset Crest', 'St. James', 'west', 13.181, -59.637, 27.5, 11.5),
  row('area', 'holetown', 'Holetown', 'St. James', 'west', 13.1872, -59.6383, 28, 12.5),
  row('area', 'speightstown', 'Speightstown', 'St. Peter', 'west', 13.25, -59.6433, 37, 23),
  row('area', 'bathsheba', 'Bathsheba', 'St. Joseph', 'east', 13.2137, -59.5217, 25, 27),
  row('hotel', 'hilton-barbados', 'Hilton Barbados Resort', 'St. Michael', 'south', 13.0785, -59.6095, 15, 4.5),
  row('hotel', 'radisson-aquatica', 'Radisson Aquatica Resort', 'St. Michael', 'south', 13.083, -59.61, 15.5, 4),
  row('hotel', 'courtyard-marriott-bridgetown', 'Courtyard by Marriott Bridgetown', 'Christ Church', 'south', 13.0763, -59.6005, 14.5, 6),
  row('hotel', 'sugar-bay', 'Sugar Bay Barbados', 'Christ Church', 'south', 13.0763, -59.5968, 14, 6),
  row('hotel', 'accra-beach-hotel', 'Accra Beach Hotel & Spa', 'Christ Church', 'south', 13.073, -59.589, 13, 7.5),
  row('hotel', 'turtle-beach', 'Turtle Beach by Elegant Hotels', 'Christ Church', 'south', 13.0668, -59.567, 10, 10.5),
  row('hotel', 'ocean-two', 'Ocean Two Resort', 'Christ Church', 'south', 13.0678, -59.569, 10.5, 10),
  row('hotel', 'southern-palms', 'Southern Palms Beach Club', 'Christ Church', 'south', 13.0664, -59.562, 9.5, 11),
  row('hotel', 'sea-breeze-beach-house', 'Sea Breeze Beach House', 'Christ Church', 'south', 13.064, -59.552, 8, 12),
  row('hotel', 'bougainvillea-barbados', 'Bougainvillea Barbados', 'Christ Church', 'south', 13.0635, -59.5475, 7.5, 13),
  row('hotel', 'little-arches', 'Little Arches Boutique Hotel', 'Christ Church', 'south', 13.0595, -59.534, 6, 14.5),
  row('hotel', 'the-crane', 'The Crane Resort', 'St. Philip', 'south', 13.1055, -59.444, 8, 25.5),
  row('hotel', 'treasure-beach', 'Treasure Beach', 'St. James', 'west', 13.1612, -59.6385, 26, 8.5),
  row('hotel', 'the-house', 'The House by Elegant Hotels', 'St. James', 'west', 13.163, -59.6385, 26, 9),
  row('hotel', 'tamarind', 'Tamarind by Elegant Hotels', 'St. James', 'west', 13.166, -59.639, 26.5, 9.5),
  row('hotel', 'sandy-lane', 'Sandy Lane', 'St. James', 'west', 13.172, -59.637, 26.5, 10.5),
  row('hotel', 'the-club-barbados', 'The Club Barbados', 'St. James', 'west', 13.182, -59.6385, 27.5, 12),
  row('hotel', 'mango-bay', 'Mango Bay', 'St. James', 'west', 13.1855, -59.639, 28, 12.5),
  row('hotel', 'the-sandpiper', 'The Sandpiper', 'St. James', 'west', 13.192, -59.64, 29, 13.5),
  row('hotel', 'coral-reef-club', 'Coral Reef Club', 'St. James', 'west', 13.195, -59.641, 29, 14),
  row('hotel', 'colony-club', 'Colony Club by Elegant Hotels', 'St. James', 'west', 13.1985, -59.641, 29.5, 14.5),
  row('hotel', 'fairmont-royal-pavilion', 'Fairmont Royal Pavilion', 'St. James', 'west', 13.201, -59.641, 30, 15),
  row('hotel', 'cobblers-cove', 'Cobblers Cove', 'St. Peter', 'west', 13.236, -59.642, 35, 21),
  row('hotel', 'port-ferdinand', 'Port Ferdinand', 'St. Peter', 'north', 13.262, -59.643, 38, 25),
  row('hotel', 'port-st-charles', 'Port St. Charles', 'St. Peter', 'north', 13.265, -59.643, 38.5, 25.5),
  row('hotel', 'atlantis-historic-inn', 'The Atlantis Historic Inn', 'St. Joseph', 'east', 13.205, -59.519, 23.5, 26),
  row('hotel', 'sea-u-guest-house', 'Sea-U Guest House', 'St. Joseph', 'east', 13.212, -59.5215, 25, 27),
];

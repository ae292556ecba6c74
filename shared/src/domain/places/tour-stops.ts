// Island-tour stops (about 36).
// Columns: see ./place-row.ts.
// How the coordinates and distances were derived: see ./place-types.ts.
import type { Place } from './place-types';
import { placeRow } from './place-row';

const row = placeRow('tour-stop');

// prettier-ignore
export const TOUR_STOPS: readonly Place[] = [
  row('harrisons-cave', "Harrison's Cave", 'St. Thomas', 'west', 13.1697, -59.5653, 21, 16),
  row('welchman-hall-gully', 'Welchman Hall Gully', 'St. Thomas', 'west', 13.178, -59.566, 22.5, 17),
  row('animal-flower-cave', 'Animal Flower Cave', 'St. Lucy', 'north', 13.3336, -59.6136, 44, 35.5),
  row('river-bay', 'River Bay', 'St. Lucy', 'north', 13.322, -59.595, 41.5, 34),
  row('archers-bay', "Archer's Bay", 'St. Lucy', 'north', 13.323, -59.631, 44, 33.5),
  row('st-nicholas-abbey', 'St. Nicholas Abbey', 'St. Peter', 'north', 13.29, -59.605, 39, 30),
  row('farley-hill-national-park', 'Farley Hill National Park', 'St. Peter', 'north', 13.265, -59.585, 34, 26.5),
  row('barbados-wildlife-reserve', 'Barbados Wildlife Reserve', 'St. Peter', 'north', 13.2655, -59.584, 34, 26.5),
  row('cherry-tree-hill', 'Cherry Tree Hill', 'St. Andrew', 'east', 13.278, -59.587, 38.5, 30.5),
  row('morgan-lewis-windmill', 'Morgan Lewis Windmill', 'St. Andrew', 'east', 13.265, -59.568, 35, 29.5),
  row('barclays-park', 'Barclays Park', 'St. Andrew', 'east', 13.229, -59.536, 27.5, 26.5),
  row('cattlewash-beach', 'Cattlewash Beach', 'St. Joseph', 'east', 13.224, -59.529, 27, 27.5),
  row('bathsheba-soup-bowl', 'Bathsheba Soup Bowl', 'St. Joseph', 'east', 13.2145, -59.5211, 25, 27),
  row('andromeda-botanic-gardens', 'Andromeda Botanic Gardens', 'St. Joseph', 'east', 13.207, -59.521, 24, 26),
  row('huntes-gardens', "Hunte's Gardens", 'St. Joseph', 'east', 13.205, -59.558, 25.5, 21.5),
  row('flower-forest', 'Flower Forest', 'St. Joseph', 'east', 13.196, -59.56, 24.5, 20),
  row('st-johns-parish-church', "St. John's Parish Church", 'St. John', 'east', 13.172, -59.488, 15.5, 25),
  row('codrington-college', 'Codrington College', 'St. John', 'east', 13.181, -59.479, 17, 27),
  row('bath-beach', 'Bath Beach', 'St. John', 'east', 13.186, -59.478, 18, 27.5),
  row('ragged-point', 'Ragged Point Lighthouse', 'St. Philip', 'east', 13.163, -59.433, 14.5, 28),
  row('bottom-bay', 'Bottom Bay', 'St. Philip', 'south', 13.124, -59.43, 11, 27.5),
  row('crane-beach', 'Crane Beach', 'St. Philip', 'south', 13.105, -59.444, 8, 25.5),
  row('sunbury-plantation-house', 'Sunbury Plantation House', 'St. Philip', 'south', 13.117, -59.479, 6, 20.5),
  row('foursquare-rum-distillery', 'Foursquare Rum Distillery', 'St. Philip', 'south', 13.1015, -59.4735, 4.5, 21.5),
  row('gun-hill-signal-station', 'Gun Hill Signal Station', 'St. George', 'south', 13.136, -59.554, 14, 13),
  row('south-point-lighthouse', 'South Point Lighthouse', 'Christ Church', 'south', 13.0435, -59.527, 6.5, 16.5),
  row('miami-beach', 'Miami Beach', 'Christ Church', 'south', 13.06, -59.535, 6, 14.5),
  row('accra-beach', 'Accra Beach', 'Christ Church', 'south', 13.072, -59.588, 13, 7.5),
  row('barbados-museum', 'Barbados Museum & Historical Society', 'St. Michael', 'south', 13.0815, -59.603, 14.5, 5),
  row('george-washington-house', 'George Washington House', 'St. Michael', 'south', 13.081, -59.605, 14.5, 5),
  row('carlisle-bay', 'Carlisle Bay', 'St. Michael', 'south', 13.088, -59.612, 15.5, 3.5),
  row('parliament-buildings', 'Parliament Buildings', 'St. Michael', 'west', 13.0972, -59.6136, 16, 2.5),
  row('mount-gay-visitor-centre', 'Mount Gay Visitor Centre', 'St. Michael', 'west', 13.1135, -59.629, 18.5, 1),
  row('folkestone-marine-park', 'Folkestone Marine Park', 'St. James', 'west', 13.19, -59.64, 28.5, 13),
  row('mullins-beach', 'Mullins Beach', 'St. Peter', 'west', 13.2385, -59.642, 35.5, 21.5),
  row('arlington-house-museum', 'Arlington House Museum', 'St. Peter', 'west', 13.2503, -59.645, 37, 23.5),
];

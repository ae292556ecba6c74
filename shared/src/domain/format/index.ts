// How the site writes money and Barbados dates and times. Pure, so the e-mail templates (domain) and
// the UI kit (`@bbt/shared/ui` re-exports these) write them the same way.
export {
  formatBbd,
  formatCurrency,
  formatMoney,
  formatUsd,
  type MoneyFormatOptions,
} from './money-format';
export {
  formatBookedOn,
  formatDate,
  formatDateAndTime,
  formatInstant,
  formatShortInstant,
  formatTime,
} from './date-format';
export { countLabel, formatCount, partyLabel, pluralNoun } from './count-label';
export { compareNames } from './compare-names';

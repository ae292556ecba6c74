// The formatters live in the domain (pure, shared with the e-mail templates); the kit re-exports them.
export {
  formatBookedOn,
  formatDate,
  formatDateAndTime,
  formatInstant,
  formatTime,
} from '../../domain/format/date-format';

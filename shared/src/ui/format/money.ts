// The formatters live in the domain (pure, shared with the e-mail templates); the kit re-exports them.
export {
  formatBbd,
  formatCurrency,
  formatMoney,
  formatUsd,
  type MoneyFormatOptions,
} from '../../domain/format/money-format';

import { PriceCalculator } from '../features/calculator/price-calculator';

export default PriceCalculator;

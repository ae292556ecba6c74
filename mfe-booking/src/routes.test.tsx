import { renderArea, renderInRouter } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { PriceCalculator } from './features/calculator/price-calculator';
import { AreaRoutes } from './routes';

describe('mfe-booking routes', () => {
  it.each([
    ['/book-tour', 'Book an Island Tour'],
    ['/book-night-out', 'Book a Night Out'],
  ])('%s shows "%s"', (url, heading) => {
    renderArea(AreaRoutes, url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('the calculator slot renders its heading, the trip form and the no-key map message', () => {
    renderInRouter(PriceCalculator);
    expect(screen.getByRole('heading', { name: 'Instant price calculator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(
      screen.getByText(
        'Google Maps API key not configured. Please add a valid API key to use map features.',
      ),
    ).toBeInTheDocument();
  });
});

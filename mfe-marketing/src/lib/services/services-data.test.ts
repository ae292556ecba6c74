import { paths } from '@bbt/shared';
import { FROM_CRUISE_STATE } from '@bbt/shared/domain';

import { SERVICES } from './services-data';

const service = (id: number) => SERVICES.find((entry) => entry.id === id);

describe('the Book buttons of the tour services', () => {
  it('cruise excursions (6) open the tour form with the cruise flag', () => {
    expect(service(6)?.book).toMatchObject({ to: paths.bookTour, state: FROM_CRUISE_STATE });
  });

  it('island tours (2) open the tour form without it', () => {
    expect(service(2)?.book.to).toBe(paths.bookTour);
    expect(service(2)?.book.state).toBeUndefined();
  });
});

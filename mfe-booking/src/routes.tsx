import { Route, Routes } from '@bbt/shared/router';

import { BookNightOutPage } from './features/night-out/book-night-out-page';
import { BookTourPage } from './features/tour/book-tour-page';

/** mfe-booking's pages, relative to `/`. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="book-tour" element={<BookTourPage />} />
      <Route path="book-night-out" element={<BookNightOutPage />} />
    </Routes>
  );
}

/** @jest-environment jsdom */
import { capturePrerenderedPicture, prerenderedPictureAt } from './prerendered-picture';

describe('the prerendered gig picture', () => {
  it('is kept for the document’s own page only', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="service-intro"><img class="service-intro__picture" src="data:image/svg+xml,%3Csvg%2F%3E" width="640" height="400" alt="A car at the airport"></div>';
    capturePrerenderedPicture(root, '/gig/1');
    expect(prerenderedPictureAt('/gig/1')).toEqual({
      src: 'data:image/svg+xml,%3Csvg%2F%3E',
      width: 640,
      height: 400,
      alt: 'A car at the airport',
    });
    expect(prerenderedPictureAt('/gig/2')).toBeNull();
  });
});

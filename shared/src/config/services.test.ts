import { SERVICE_SUMMARIES, SERVICE_TITLES, serviceIdAt } from './services';

describe('services', () => {
  it('every service has a one-sentence summary', () => {
    for (const { id } of SERVICE_TITLES) expect(SERVICE_SUMMARIES[id]).toMatch(/^[A-Z].+\.$/);
  });

  it('serviceIdAt reads the gig path of a known service only', () => {
    expect(serviceIdAt('/gig/3')).toBe(3);
    expect(serviceIdAt('/gig/8/')).toBe(8);
    expect(serviceIdAt('/gig/9')).toBeNull();
    expect(serviceIdAt('/gig/1x')).toBeNull();
    expect(serviceIdAt('/contact')).toBeNull();
  });
});

import { matchesPathPattern } from './path-pattern';

describe('matchesPathPattern', () => {
  it.each([
    ['/contact', '/contact', true],
    ['/contact', '/contact/', true],
    ['/gig/:id', '/gig/7', true],
    ['/gig/:id', '/gig', false],
    ['/gig/:id', '/gig/7/extra', false],
    ['/contact', '/contacts', false],
    ['/contact', '/', false],
  ])('%s vs %s: %s', (pattern, pathname, expected) => {
    expect(matchesPathPattern(pattern, pathname)).toBe(expected);
  });
});

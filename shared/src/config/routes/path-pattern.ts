/**
 * Whether a pathname matches a route pattern such as `/gig/:id` (whole path, `:name` matches one
 * segment). Deliberately free of react-router: the shell's entry uses it before shared modules are available.
 */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

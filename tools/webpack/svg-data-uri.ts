/**
 * The data URI of an SVG, written the same way by every build: webpack's inline rule (remotes) and
 * the shell's prerender (Node), so a picture inlined into a page's HTML and the one its remote
 * renders are the same string and the browser shows it once, without a request.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

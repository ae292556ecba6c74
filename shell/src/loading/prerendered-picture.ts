import type { Illustration } from '@bbt/shared/ui';

let captured: { pathname: string; picture: Illustration } | null = null;

/**
 * Keeps the gig picture the prerendered HTML painted (a data URI), read before React replaces the
 * HTML: the shell's placeholder shows it until the page's remote renders the same picture, so it
 * never blinks out. Only the document's own page has one.
 */
export function capturePrerenderedPicture(root: ParentNode, pathname: string): void {
  const image = root.querySelector<HTMLImageElement>('img.service-intro__picture');
  const src = image?.getAttribute('src');
  if (!image || !src) return;
  captured = {
    pathname,
    // The attributes (the picture's intrinsic size), not `width`, which is the rendered width.
    picture: {
      src,
      width: Number(image.getAttribute('width')),
      height: Number(image.getAttribute('height')),
      alt: image.alt,
    },
  };
}

export function prerenderedPictureAt(pathname: string): Illustration | null {
  return captured?.pathname === pathname ? captured.picture : null;
}

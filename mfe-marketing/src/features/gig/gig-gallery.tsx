import type { Illustration } from '@bbt/shared/ui';
import { useCallback, useState } from 'react';

import styles from './gig-page.module.css';
import { Lightbox } from './lightbox';

export interface GigGalleryProps {
  serviceTitle: string;
  pictures: readonly Illustration[];
}

/** Three thumbnails; each opens the lightbox at its picture. */
export function GigGallery({ serviceTitle, pictures }: GigGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  return (
    <>
      <ul className={styles.gallery}>
        {pictures.map((picture, position) => (
          <li key={picture.src + position}>
            <button
              type="button"
              className={styles.thumbnail}
              onClick={() => setIndex(position)}
              aria-label={`Open picture ${position + 1} of ${pictures.length}: ${picture.alt}`}
            >
              <img
                src={picture.src}
                width={picture.width}
                height={picture.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        title={`${serviceTitle} gallery`}
        pictures={pictures}
        index={index}
        onIndexChange={setIndex}
        onClose={close}
      />
    </>
  );
}

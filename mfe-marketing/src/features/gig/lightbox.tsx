import { Dialog, Icon, IconButton, type Illustration } from '@bbt/shared/ui';
import { useEffect } from 'react';

import styles from './lightbox.module.css';

export interface LightboxProps {
  title: string;
  pictures: readonly Illustration[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The next index, wrapping at both ends (previous of the first is the last). */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * A modal picture viewer: previous and next wrap round, the arrow keys do the same, Escape closes
 * and focus goes back to the thumbnail that opened it (the kit's Dialog).
 */
export function Lightbox({ title, pictures, index, onIndexChange, onClose }: LightboxProps) {
  const open = index !== null;
  const count = pictures.length;

  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index, -1, count));
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index, 1, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  const picture = index === null ? undefined : pictures[index];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      size="lg"
      closeLabel="Close gallery"
    >
      {picture && index !== null && (
        <div className={styles.viewer}>
          <figure className={styles.figure}>
            <img
              className={styles.picture}
              src={picture.src}
              width={picture.width}
              height={picture.height}
              alt={picture.alt}
            />
            <figcaption className={styles.caption}>
              <span aria-live="polite">
                Picture {index + 1} of {count}
              </span>
              <span className={styles.alt} aria-hidden="true">
                {picture.alt}
              </span>
            </figcaption>
          </figure>
          <div className={styles.controls}>
            <IconButton
              label="Previous picture"
              icon={<Icon name="chevronLeft" />}
              className={styles.control}
              onClick={() => onIndexChange(wrapIndex(index, -1, count))}
            />
            <p className={styles.hint}>Use the arrow keys to browse</p>
            <IconButton
              label="Next picture"
              icon={<Icon name="chevronRight" />}
              className={styles.control}
              onClick={() => onIndexChange(wrapIndex(index, 1, count))}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}

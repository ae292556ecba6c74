import { SERVICE_TITLES } from '../../src/config/services';
import { HERO_ILLUSTRATION, SERVICE_GALLERIES, SERVICE_ILLUSTRATIONS } from '@bbt/shared/ui';

import styles from '../catalogue.module.css';
import { Section } from './section';

export function IllustrationsSection() {
  return (
    <Section id="illustrations" title="Illustrations">
      <img
        className={styles.picture}
        src={HERO_ILLUSTRATION.src}
        width={HERO_ILLUSTRATION.width}
        height={HERO_ILLUSTRATION.height}
        alt={HERO_ILLUSTRATION.alt}
        loading="lazy"
      />
      <ul className={styles.pictures}>
        {SERVICE_TITLES.map(({ id, title }) =>
          [SERVICE_ILLUSTRATIONS[id], ...SERVICE_GALLERIES[id]].map((picture, index) => (
            <li key={picture.src}>
              <img
                className={styles.picture}
                src={picture.src}
                width={picture.width}
                height={picture.height}
                alt={picture.alt}
                loading="lazy"
              />
              <span className={styles.caption}>
                {title} {index === 0 ? '(card)' : `(gallery ${index})`}
              </span>
            </li>
          )),
        )}
      </ul>
    </Section>
  );
}

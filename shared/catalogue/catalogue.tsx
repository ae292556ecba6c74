import { AppToaster } from '@bbt/shared/ui';

import styles from './catalogue.module.css';
import { ButtonsSection } from './sections/buttons';
import { DisplaySection } from './sections/display';
import { FeedbackSection } from './sections/feedback';
import { FormsSection } from './sections/forms';
import { IllustrationsSection } from './sections/illustrations';
import { OverlaysSection } from './sections/overlays';
import { TokensSection } from './sections/tokens';

const SECTIONS = [
  ['tokens', 'Colour and type'],
  ['buttons', 'Buttons'],
  ['forms', 'Form fields'],
  ['overlays', 'Dialogs and more'],
  ['feedback', 'Feedback'],
  ['display', 'Display'],
  ['illustrations', 'Illustrations'],
] as const;

/** Every building block of @bbt/shared/ui in every state, on one page (never deployed). */
export function Catalogue() {
  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <p className={styles.eyebrow}>Barbados Island Rides</p>
          <h1 className={styles.title}>Design system catalogue</h1>
          <nav aria-label="Sections">
            <ul className={styles.toc}>
              {SECTIONS.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="container">
        <TokensSection />
        <ButtonsSection />
        <FormsSection />
        <OverlaysSection />
        <FeedbackSection />
        <DisplaySection />
        <IllustrationsSection />
      </main>
      <AppToaster />
    </>
  );
}

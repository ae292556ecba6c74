import styles from '../catalogue.module.css';
import { Section } from './section';

// Text/background pairs as the site uses them; tokens.test.ts checks their contrast ratios.
const SWATCHES = [
  { name: 'ink on sand', fg: '--color-ink', bg: '--color-sand' },
  { name: 'ink-muted on surface', fg: '--color-ink-muted', bg: '--color-surface' },
  { name: 'ocean on surface (links)', fg: '--color-ocean', bg: '--color-surface' },
  { name: 'white on coral (primary)', fg: '--color-on-dark', bg: '--color-coral' },
  { name: 'white on ocean-dark', fg: '--color-on-dark', bg: '--color-ocean-dark' },
  { name: 'success on success-soft', fg: '--color-success', bg: '--color-success-soft' },
  { name: 'warning on warning-soft', fg: '--color-warning', bg: '--color-warning-soft' },
  { name: 'danger on danger-soft', fg: '--color-danger', bg: '--color-danger-soft' },
  { name: 'info on info-soft', fg: '--color-info', bg: '--color-info-soft' },
] as const;

const TYPE_SCALE = ['--text-3xl', '--text-2xl', '--text-xl', '--text-lg', '--text-md', '--text-sm'];

export function TokensSection() {
  return (
    <Section id="tokens" title="Colour and type">
      <ul className={styles.swatches}>
        {SWATCHES.map((swatch) => (
          <li
            key={swatch.name}
            className={styles.swatch}
            style={{ color: `var(${swatch.fg})`, background: `var(${swatch.bg})` }}
          >
            <strong>Aa</strong> {swatch.name}
          </li>
        ))}
      </ul>
      <div className={styles.stack}>
        {TYPE_SCALE.map((token) => (
          <p key={token} style={{ fontSize: `var(${token})`, margin: 0 }}>
            {token}: Your private ride across Barbados
          </p>
        ))}
      </div>
    </Section>
  );
}

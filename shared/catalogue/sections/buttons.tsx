import { Button, Icon, IconButton, LinkButton } from '@bbt/shared/ui';

import styles from '../catalogue.module.css';
import { Example, Section } from './section';

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger', 'light'] as const;

export function ButtonsSection() {
  return (
    <Section id="buttons" title="Buttons">
      {VARIANTS.map((variant) => (
        <div key={variant} className={styles.row}>
          <Example label={`${variant}`}>
            <Button variant={variant}>Book Now</Button>
          </Example>
          <Example label={`${variant}, focus`}>
            <Button variant={variant} className={styles.forceFocus}>
              Book Now
            </Button>
          </Example>
          <Example label={`${variant}, disabled`}>
            <Button variant={variant} disabled>
              Book Now
            </Button>
          </Example>
          <Example label={`${variant}, busy`}>
            <Button variant={variant} busy busyLabel="Processing...">
              Book &amp; Pay
            </Button>
          </Example>
        </div>
      ))}
      <div className={styles.row}>
        <Example label="small">
          <Button size="sm">Small</Button>
        </Example>
        <Example label="large">
          <Button size="lg">Large</Button>
        </Example>
        <Example label="link-styled button">
          <LinkButton>Back to login</LinkButton>
        </Example>
        <Example label="icon button">
          <IconButton label="Search bookings" icon={<Icon name="search" />} />
        </Example>
        <Example label="icon button, disabled">
          <IconButton label="Delete booking" icon={<Icon name="trash" />} disabled />
        </Example>
      </div>
    </Section>
  );
}

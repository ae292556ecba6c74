import { BOOKING_STATUSES } from '@bbt/shared/domain';
import {
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  Money,
  StatTile,
  StatusBadge,
} from '@bbt/shared/ui';

import styles from '../catalogue.module.css';
import { Example, Section } from './section';

export function DisplaySection() {
  return (
    <Section id="display" title="Display">
      <div className={styles.row}>
        {BOOKING_STATUSES.map((status) => (
          <Example key={status} label={`status ${status}`}>
            <StatusBadge status={status} />
          </Example>
        ))}
        <Example label="badge">
          <Badge tone="success">
            <Icon name="check" size={14} /> Verified ride
          </Badge>
        </Example>
        <Example label="avatar">
          <Avatar name="Jane Doe" />
        </Example>
        <Example label="avatar, large">
          <Avatar name="Marcus Best" size="lg" />
        </Example>
      </div>
      <div className={styles.row}>
        <Example label="money">
          <Money amount={85} />
        </Example>
        <Example label="money with cents">
          <Money amount={142.5} />
        </Example>
      </div>
      <div className={styles.tiles}>
        <StatTile label="Total bookings" value={128} />
        <StatTile label="Pending" value={12} tone="warning" />
        <StatTile label="Confirmed" value={96} tone="success" />
        <StatTile label="Revenue" value={<Money amount={10450} />} tone="info" />
      </div>
      <div className={styles.twoColumns}>
        <Card>
          <h3>Airport Transfer</h3>
          <p>Meet and greet at Grantley Adams, 60 minutes of free waiting.</p>
          <Button size="sm">Book Now</Button>
        </Card>
        <EmptyState
          title="No bookings yet"
          description="Your rides will appear here once you book."
          icon={<Icon name="car" size={28} />}
          action={<Button>Book a Ride</Button>}
          headingLevel={3}
        />
      </div>
    </Section>
  );
}

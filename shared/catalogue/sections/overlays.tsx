import {
  Accordion,
  Button,
  ConfirmDialog,
  Dialog,
  InfoPopover,
  Tabs,
  Tooltip,
} from '@bbt/shared/ui';
import { useState } from 'react';

import styles from '../catalogue.module.css';
import { Example, Section } from './section';

const FAQ = [
  {
    id: 'refund',
    title: 'What is your cancellation and refund policy?',
    content: <p>More than 48 hours before pickup: a 100% refund, paid within 14 days.</p>,
  },
  {
    id: 'waiting',
    title: 'How long will the driver wait?',
    content: <p>60 minutes of free waiting after your flight lands.</p>,
  },
  {
    id: 'deposit',
    title: 'Do I pay a deposit?',
    content: <p>Pre-booked services take a 25% deposit.</p>,
  },
];

export function OverlaysSection() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Section id="overlays" title="Dialogs, accordion, popovers, tabs">
      <div className={styles.row}>
        <Example label="dialog">
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Open dialog
          </Button>
        </Example>
        <Example label="confirmation">
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            Cancel booking
          </Button>
        </Example>
        <Example label="info popover">
          <span className={styles.inline}>
            Child car seats{' '}
            <InfoPopover label="About child car seats">
              US$15 each, doubled on a round trip.
            </InfoPopover>
          </span>
        </Example>
        <Example label="tooltip">
          <Tooltip content="Call us from 8:30 AM to 6:30 PM">
            <Button variant="ghost">Hover or focus me</Button>
          </Tooltip>
        </Example>
      </div>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Share Your Experience"
        description="Tell other travellers about your ride."
        footer={<Button onClick={() => setDialogOpen(false)}>Done</Button>}
      >
        <p>Dialog content goes here. Focus stays inside until it closes.</p>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel booking BB-123456-ABC?"
        description="This booking is confirmed. Cancellation may incur charges."
        confirmLabel="Yes, Cancel Booking"
        cancelLabel="Keep Booking"
        busy={busy}
        busyLabel="Cancelling..."
        onConfirm={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setConfirmOpen(false);
          }, 1200);
        }}
      />
      <h3 className={styles.stateTitle}>Accordion (one open at a time)</h3>
      <Accordion items={FAQ} defaultOpen="refund" />
      <h3 className={styles.stateTitle}>Tabs</h3>
      <Tabs
        label="Vehicle classes"
        tabs={[
          { id: 'cars', label: 'Cars', content: <p>Economy, Premium, Luxury and Executive.</p> },
          { id: 'van', label: 'Van', content: <p>Toyota Hiace for up to 8 passengers.</p> },
        ]}
      />
    </Section>
  );
}

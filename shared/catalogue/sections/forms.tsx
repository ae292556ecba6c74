import { CONTACT_SERVICES } from '@bbt/shared/domain';
import {
  Button,
  CheckboxField,
  ChecklistField,
  DateField,
  Form,
  NumberField,
  PasswordField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  TimeField,
  useZodForm,
} from '@bbt/shared/ui';
import { useEffect, useState } from 'react';
import * as z from 'zod';

import styles from '../catalogue.module.css';
import { Section } from './section';

// A form with one field of each kind, checked by a schema written like the domain's.
const demoSchema = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters long' }),
  email: z.string().trim().email({ error: 'Please enter a valid email address' }),
  phone: z.string().trim().min(10, { error: 'Please enter a valid phone number' }),
  password: z.string().min(8, { error: 'Password must be at least 8 characters long' }),
  passengers: z.number().int().min(1).max(20),
  date: z.string().min(1, { error: 'Date is required' }),
  time: z.string().min(1, { error: 'Time is required' }),
  service: z.enum(CONTACT_SERVICES, { error: 'Service is required' }),
  rating: z.number({ error: 'Please select a rating' }).int().min(1).max(5),
  stops: z.array(z.string()).min(1, { error: 'Choose at least one stop' }),
  message: z.string().trim().min(10, { error: 'Message is required' }).max(200),
  terms: z.literal(true, { error: 'You must agree to the terms and conditions' }),
});

const STOPS = ['Harrison’s Cave', 'Bathsheba', 'St. Nicholas Abbey', 'Animal Flower Cave'];

function DemoForm({ showErrors }: { showErrors: boolean }) {
  const form = useZodForm(demoSchema, {
    defaultValues: {
      name: showErrors ? 'J' : '',
      email: showErrors ? 'jane@' : '',
      phone: '',
      password: '',
      passengers: 2,
      date: '',
      time: '',
      stops: [],
      message: '',
    },
  });
  useEffect(() => {
    if (showErrors) void form.trigger();
  }, [form, showErrors]);
  const [sent, setSent] = useState('');
  return (
    <Form
      form={form}
      onValid={(values) => setSent(values.name)}
      refusedMessage="Please correct the errors below"
    >
      <div className={styles.formGrid}>
        <TextField name="name" label="Full name" autoComplete="name" />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" />
        <TextField name="phone" label="Phone" type="tel" hint="With country code, e.g. +1 246 …" />
        <PasswordField name="password" label="Password" autoComplete="new-password" />
        <NumberField name="passengers" label="Passengers" min={1} max={20} />
        <DateField name="date" label="Pickup date" min="2026-11-24" />
        <TimeField name="time" label="Pickup time" />
        <SelectField
          name="service"
          label="Service"
          placeholder="Select a service"
          options={CONTACT_SERVICES.map((value) => ({ value, label: value }))}
        />
      </div>
      <RadioGroupField
        name="rating"
        legend="Rating"
        inline
        valueAsNumber
        options={[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: `${value} ★` }))}
      />
      <ChecklistField
        name="stops"
        legend="Tour stops"
        filterLabel="Find a stop"
        options={STOPS.map((stop) => ({ value: stop, label: stop }))}
      />
      <TextareaField name="message" label="Message" maxLength={200} />
      <CheckboxField name="terms" label="I agree to the terms and conditions" />
      <Button type="submit">Send</Button>
      {sent && <p role="status">Thanks, {sent}.</p>}
    </Form>
  );
}

export function FormsSection() {
  return (
    <Section id="forms" title="Form fields">
      <div className={styles.twoColumns}>
        <div>
          <h3 className={styles.stateTitle}>Empty</h3>
          <DemoForm showErrors={false} />
        </div>
        <div>
          <h3 className={styles.stateTitle}>With errors</h3>
          <DemoForm showErrors />
        </div>
      </div>
    </Section>
  );
}

import { TextField } from '@bbt/shared/ui';

import styles from './request-form.module.css';

/** First and last name, e-mail, and the phone as country code, area code and number. */
export function ContactFields() {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>Your details</legend>
      <div className={styles.twoColumns}>
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <div className={styles.phoneRow}>
        <TextField
          name="countryCode"
          label="Country code"
          type="tel"
          placeholder="+1"
          autoComplete="tel-country-code"
          inputMode="tel"
        />
        <TextField
          name="areaCode"
          label="Area code"
          type="tel"
          placeholder="246"
          inputMode="numeric"
        />
        <TextField
          name="phoneNumber"
          label="Phone number"
          type="tel"
          placeholder="555 0100"
          autoComplete="tel-local"
          inputMode="tel"
        />
      </div>
    </fieldset>
  );
}

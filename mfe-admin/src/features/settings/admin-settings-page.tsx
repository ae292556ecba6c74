import {
  effectiveSiteSettings,
  getRuntimeConfig,
  type SiteSettingsRow,
  siteSettingsStore,
  siteSettingsUpdate,
  ROUTES,
} from '@bbt/shared';
import { MESSAGES, SITE_SETTINGS_LIMITS } from '@bbt/shared/domain';
import {
  Button,
  Card,
  CheckboxField,
  ConfirmDialog,
  Form,
  formatInstant,
  notify,
  PageFrame,
  Skeleton,
  TextareaField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { useAsync } from '../../lib/use-async';
import { isPermissionError } from '../../data/supabase-errors';
import {
  fetchSiteSettingsChanges,
  fetchSiteSettingsRow,
  restoreBuiltInSiteSettings,
  saveSiteSettings,
} from '../../data/settings-api';
import { SettingsHistory } from './settings-history';
import { DEPLOY_TIME_INBOX_HINT, settingsFormValues } from './settings-form-values';
import styles from './settings.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadSiteSettingsSchema = () =>
  import('@bbt/shared/domain').then(({ siteSettingsSchema }) => siteSettingsSchema);

function failureMessage(error: unknown): string {
  if (isPermissionError(error)) return 'Only a super admin can change the settings.';
  return 'Could not save the settings. Please try again.';
}

/** Site settings (super_admin): stored in the database, read by the public site at runtime. */
export function AdminSettingsPage() {
  const stored = useAsync(
    fetchSiteSettingsRow,
    'settings',
    'Could not load the settings. Please try again.',
  );
  const history = useAsync(
    () => fetchSiteSettingsChanges(),
    'settings-history',
    'Could not load the change history.',
  );
  const form = useZodForm(loadSiteSettingsSchema, {
    defaultValues: settingsFormValues(effectiveSiteSettings({})),
  });
  const [saving, setSaving] = useState(false);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const { reset } = form;
  const row = stored.data;
  useEffect(() => {
    if (row) reset(settingsFormValues(effectiveSiteSettings(row)));
  }, [row, reset]);

  /** The page itself follows the new values at once; the public site on its next load. */
  const applied = (saved: SiteSettingsRow) => {
    stored.setData(() => saved);
    siteSettingsStore.setState(effectiveSiteSettings(saved));
    history.reload();
  };

  const save = async (values: Parameters<typeof siteSettingsUpdate>[0]) => {
    setSaving(true);
    try {
      applied(await saveSiteSettings(siteSettingsUpdate(values)));
      notify.success('Settings saved. Visitors see them the next time a page loads.');
    } catch (error) {
      console.error('[mfe-admin] settings save failed', error);
      notify.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const restore = async () => {
    setRestoring(true);
    try {
      applied(await restoreBuiltInSiteSettings());
      notify.success('The built-in values are back.');
    } catch (error) {
      console.error('[mfe-admin] settings restore failed', error);
      notify.error(failureMessage(error));
    } finally {
      setRestoring(false);
      setConfirmRestore(false);
    }
  };

  return (
    <PageFrame head={ROUTES.adminSettings.head}>
      {!row ? (
        <Skeleton lines={10} />
      ) : (
        <Form
          form={form}
          onValid={save}
          refusedMessage={MESSAGES.correctErrors}
          className={styles.form}
        >
          <Card as="section" className={styles.section} aria-labelledby="settings-contact">
            <h2 id="settings-contact">Contact</h2>
            <div className={styles.pair}>
              <TextField
                name="supportPhone"
                type="tel"
                label="Support phone"
                hint="Shown in the header, footer and contact section; calls and WhatsApp use its digits."
              />
              <TextField
                name="supportEmail"
                type="email"
                label="Support e-mail"
                optional
                hint={DEPLOY_TIME_INBOX_HINT(getRuntimeConfig().supportEmail)}
              />
            </div>
            <TextField name="serviceHours" label="Customer service hours" />
          </Card>

          <Card as="section" className={styles.section} aria-labelledby="settings-figures">
            <h2 id="settings-figures">Marketing figures</h2>
            <div className={styles.figures}>
              <TextField
                name="figureCustomers"
                label="Customers"
                maxLength={SITE_SETTINGS_LIMITS.figure}
              />
              <TextField
                name="figureYears"
                label="Years in business"
                maxLength={SITE_SETTINGS_LIMITS.figure}
              />
              <TextField
                name="figureRating"
                label="Rating"
                maxLength={SITE_SETTINGS_LIMITS.figure}
              />
              <TextField
                name="figureSatisfaction"
                label="Satisfaction"
                maxLength={SITE_SETTINGS_LIMITS.figure}
              />
            </div>
          </Card>

          <Card as="section" className={styles.section} aria-labelledby="settings-payments">
            <h2 id="settings-payments">Prices and payment</h2>
            <TextareaField
              name="cardPaymentText"
              label="Card payment text"
              hint="Shown with the booking confirmation when the customer pays by card."
              maxLength={SITE_SETTINGS_LIMITS.cardPaymentText}
              rows={3}
            />
            <CheckboxField
              name="showBbd"
              label="Show Barbados dollars beside US dollar prices"
              hint="For example US$85 (BDS$170)."
            />
          </Card>

          <Card as="section" className={styles.section} aria-labelledby="settings-emails">
            <h2 id="settings-emails">E-mails</h2>
            <TextField
              name="reminderHoursBefore"
              label="Send the trip reminder this many hours before pickup"
              inputMode="numeric"
              maxLength={3}
              hint="From 1 to 168 (a week); usually 24. Bookings made closer to pickup get no reminder."
            />
          </Card>

          <div className={styles.buttons}>
            <Button type="submit" busy={saving} busyLabel="Saving…">
              Save settings
            </Button>
            <Button variant="secondary" onClick={() => setConfirmRestore(true)}>
              Restore built-in values
            </Button>
            <span className={styles.saved}>Last changed {formatInstant(row.updated_at)}</span>
          </div>
        </Form>
      )}

      {/* Below the form, so it appears with it: under the form's skeleton it would be pushed down. */}
      {(row || stored.failed) && <SettingsHistory changes={history.data} />}

      <ConfirmDialog
        open={confirmRestore}
        onOpenChange={(open) => {
          if (!open && !restoring) setConfirmRestore(false);
        }}
        title="Restore the built-in values?"
        description="Every setting goes back to the value the site was built with."
        confirmLabel="Restore built-in values"
        tone="primary"
        busy={restoring}
        busyLabel="Restoring…"
        onConfirm={restore}
      />
    </PageFrame>
  );
}

import { useSiteSettings } from '@bbt/shared';
import { WITHIN_24_HOURS_MESSAGE } from '@bbt/shared/domain';
import { Alert, Icon } from '@bbt/shared/ui';

/** A pickup under 24 hours away: no online booking, a call-now link instead. */
export function LeadTimeBlock() {
  const phone = useSiteSettings((s) => s.phoneDisplay);
  const phoneE164 = useSiteSettings((s) => s.phoneE164);
  return (
    <Alert
      tone="warning"
      live="status"
      title="Call us to book this trip"
      action={
        <a className="btn btn--primary" href={`tel:${phoneE164}`}>
          <Icon name="phone" /> Call now: {phone}
        </a>
      }
    >
      <p>{WITHIN_24_HOURS_MESSAGE}</p>
    </Alert>
  );
}

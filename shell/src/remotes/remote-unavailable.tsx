import { REMOTE_AREA_LABELS, type RemoteName, SITE } from '@bbt/shared';
import { useEffect, useRef } from 'react';

export interface RemoteUnavailableProps {
  remote: RemoteName;
  onRetry: () => void;
  /** Page-level fallbacks take focus so keyboard and screen-reader users learn what happened. */
  focusOnMount?: boolean;
  /** For fallbacks that stand in for something the visitor opened (a dialog): a way to close them. */
  onDismiss?: () => void;
}

export function RemoteUnavailable({
  remote,
  onRetry,
  focusOnMount = false,
  onDismiss,
}: RemoteUnavailableProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const area = REMOTE_AREA_LABELS[remote];

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!onDismiss) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [onDismiss]);

  return (
    <div className="remote-unavailable" role="alert" data-remote={remote}>
      <h2 ref={headingRef} tabIndex={-1}>
        {area} is temporarily unavailable
      </h2>
      <p>
        This part of the site could not be loaded. The rest of the site still works. Please try
        again, or call us on <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a> and we will
        help you straight away.
      </p>
      <div className="remote-unavailable__actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Retry
        </button>
        <a className="btn btn--secondary" href={`tel:${SITE.phoneE164}`}>
          Call {SITE.phoneDisplay}
        </a>
        {onDismiss && (
          <button type="button" className="btn btn--ghost" onClick={onDismiss}>
            Close
          </button>
        )}
      </div>
    </div>
  );
}

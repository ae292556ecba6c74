import { type ButtonHTMLAttributes, type MouseEvent, forwardRef, type ReactNode } from 'react';

import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button shows `busyLabel`, keeps its width, sets aria-busy and ignores clicks. */
  busy?: boolean;
  busyLabel?: ReactNode;
  block?: boolean;
}

/** The site's button. Variants share the global `.btn` classes so prerendered chrome matches. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    busyLabel,
    block = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // aria-disabled rather than disabled keeps focus on the button; the click (and a form
      // submit) is refused here instead.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(
        'btn',
        `btn--${variant}`,
        size !== 'md' && `btn--${size}`,
        block && 'btn--block',
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={refuseWhileBusy}
      {...rest}
    >
      {busyLabel === undefined ? (
        <>
          {busy && <span className="spinner" aria-hidden="true" />}
          {children}
        </>
      ) : (
        <span className="btn__labels">
          <span aria-hidden={busy}>{children}</span>
          <span aria-hidden={!busy}>
            <span className="spinner" aria-hidden="true" /> {busyLabel}
          </span>
        </span>
      )}
    </button>
  );
});

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
}

/** A button that looks like a link, for actions inside running text ('Back to login'). */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton(
  { className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={classNames('btn-link', className)} {...rest} />;
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames('icon-btn', className)}
      aria-label={label}
      title={label}
      {...rest}
    >
      {icon}
    </button>
  );
});

import { classNames } from '../class-names';

/** 'Jane Doe' -> 'JD', 'jane@example.com' -> 'JE', '' -> '?'. */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[1]] : [parts[0] ?? '?'];
  return picked.map((part) => (part ?? '?').charAt(0).toUpperCase()).join('');
}

export interface AvatarProps {
  name: string;
  size?: 'md' | 'lg';
  className?: string;
}

/** Initials in a circle. The name is said once by whatever is beside it, so this stays hidden. */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={classNames('avatar', size === 'lg' && 'avatar--lg', className)}
    >
      {initialsOf(name)}
    </span>
  );
}

/** Joins the truthy class names: `classNames('btn', busy && 'btn--busy')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

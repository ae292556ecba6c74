/** `template` with its `{name}` placeholders filled from `vars`; unknown names stay as they are. */
export function fillPlaceholders(
  template: string,
  vars: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

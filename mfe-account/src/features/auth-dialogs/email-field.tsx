import { TextField } from '@bbt/shared/ui';

/** The dialogs' e-mail field: one name, label and autofill hint in every view that asks for it. */
export function EmailField() {
  return (
    <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
  );
}

import type { Place } from '@bbt/shared/domain';
import { TextField } from '@bbt/shared/ui';
import { useId } from 'react';

export interface PickupLocationFieldProps {
  placeholder: string;
  /** Suggested pick-up places, already sorted, 'Other' last. */
  choices: readonly Place[];
}

/** Free text with the sorted pick-up list offered as suggestions (a hotel, a ship, a villa…). */
export function PickupLocationField({ placeholder, choices }: PickupLocationFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField
        name="pickupLocation"
        label="Pick-up location"
        placeholder={placeholder}
        list={listId}
        autoComplete="off"
        hint="Choose from the list or type your hotel, villa or ship."
      />
      <datalist id={listId}>
        {choices.map((place) => (
          <option key={place.id} value={place.name} />
        ))}
      </datalist>
    </>
  );
}

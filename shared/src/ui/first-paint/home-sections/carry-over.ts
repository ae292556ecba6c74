// The home page's sections are in its HTML before any script runs, and the app's own sections take
// their place later (after the visitor's first scroll, tap or key). Nothing a visitor did in the
// meantime may be lost: what they typed into a static form, and the button they pressed. Both are
// kept in one slot on the page (the shell and a remote each carry a copy of this module).

/** On a static form: the key its typed values are kept under. */
export const CARRY_OVER_FORM = 'data-carry-over';
/** On a static button: the action the app performs once its own part has arrived. */
export const PENDING_ACTION = 'data-pending-action';
/** On a static form: the action a submit asks for (the app's form submits once it has arrived). */
export const PENDING_SUBMIT = 'data-pending-submit';

interface CarryOver {
  values: Record<string, Record<string, string>>;
  actions: Set<string>;
  watching: boolean;
}

const SLOT = Symbol.for('bbt.home-carry-over');

function carryOver(): CarryOver {
  const page = globalThis as unknown as Record<symbol, CarryOver | undefined>;
  page[SLOT] ??= { values: {}, actions: new Set(), watching: false };
  return page[SLOT];
}

function rememberField(target: EventTarget | null): void {
  if (
    !(target instanceof HTMLInputElement) &&
    !(target instanceof HTMLTextAreaElement) &&
    !(target instanceof HTMLSelectElement)
  ) {
    return;
  }
  const key = target.form?.getAttribute(CARRY_OVER_FORM);
  if (!key || !target.name) return;
  const values = carryOver().values;
  values[key] = { ...values[key], [target.name]: target.value };
}

/**
 * Listens, from the entry's first line, for typing into static forms, presses of static buttons
 * and submits of static forms (refused here: the app's form submits once it has arrived).
 */
export function watchCarryOver(doc: Document = document): void {
  const state = carryOver();
  if (state.watching) return;
  state.watching = true;
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${CARRY_OVER_FORM}]`)) {
    for (const field of form.elements) rememberField(field);
  }
  doc.addEventListener('input', (event) => rememberField(event.target), true);
  doc.addEventListener('change', (event) => rememberField(event.target), true);
  const rememberPress = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest(`[${PENDING_ACTION}]`)?.getAttribute(PENDING_ACTION);
    if (action) state.actions.add(action);
  };
  doc.addEventListener('click', rememberPress, true);
  // A press during the app's takeover of the HTML (its element taken out and put back between
  // the pointer going down and up) fires no click: the release over the button counts too.
  doc.addEventListener('pointerup', rememberPress, true);
  doc.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.hasAttribute(CARRY_OVER_FORM)) return;
    event.preventDefault();
    const action = form.getAttribute(PENDING_SUBMIT);
    if (action) state.actions.add(action);
  });
}

/** What was typed into the static form `key` so far (a static copy shows it too). */
export function typedValues(key: string): Readonly<Record<string, string>> {
  return carryOver().values[key] ?? {};
}

/** What was typed into the static form `key`, for the app's own form, which takes it over. */
export function takeTypedValues(key: string): Readonly<Record<string, string>> {
  const state = carryOver();
  const values = state.values[key] ?? {};
  delete state.values[key];
  return values;
}

/** True once for an action the visitor asked for on a static button. */
export function takePendingAction(action: string): boolean {
  return carryOver().actions.delete(action);
}

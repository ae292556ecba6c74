/** @jest-environment jsdom */
import {
  CARRY_OVER_FORM,
  PENDING_ACTION,
  PENDING_SUBMIT,
  takePendingAction,
  takeTypedValues,
  typedValues,
  watchCarryOver,
} from './carry-over';

function staticPage() {
  document.body.innerHTML = `
    <form ${CARRY_OVER_FORM}="contact" ${PENDING_SUBMIT}="contact-submit">
      <input name="name" value="Typed before the entry ran">
      <textarea name="message"></textarea>
      <select name="service"><option value=""></option><option value="tour">Island Tour</option></select>
      <button type="submit">Send Message</button>
    </form>
    <form id="other"><input name="free"></form>
    <button ${PENDING_ACTION}="share-experience"><span>Share Your Experience</span></button>`;
}

function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

describe('carry-over of the home page’s static sections', () => {
  beforeAll(() => {
    staticPage();
    watchCarryOver();
  });

  it('keeps what was typed into a static form, including before it started watching', () => {
    type(document.querySelector('textarea')!, 'Hello');
    type(document.querySelector('select')!, 'tour');
    type(document.querySelector<HTMLInputElement>('#other input')!, 'not kept');
    expect(typedValues('contact')).toEqual({
      name: 'Typed before the entry ran',
      message: 'Hello',
      service: 'tour',
    });
    // Reading does not hand over; taking does, once.
    expect(takeTypedValues('contact')).toHaveProperty('message', 'Hello');
    expect(takeTypedValues('contact')).toEqual({});
  });

  it('remembers a pressed static button once, whatever inside it was clicked', () => {
    expect(takePendingAction('share-experience')).toBe(false);
    document
      .querySelector('button span')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takePendingAction('share-experience')).toBe(true);
    expect(takePendingAction('share-experience')).toBe(false);
    document.querySelector('button span')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(takePendingAction('share-experience')).toBe(true);
  });

  it('refuses a static form’s submit and remembers it; a click in a field is no submit', () => {
    document.querySelector('textarea')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takePendingAction('contact-submit')).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(takePendingAction('contact-submit')).toBe(true);
  });

  it('leaves other forms’ submits alone', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#other')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});

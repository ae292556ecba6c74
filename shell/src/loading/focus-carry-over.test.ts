/** @jest-environment jsdom */
import { restoreFocusIn, watchFocus } from './focus-carry-over';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function region(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('focus carried across a replacement', () => {
  beforeAll(() => watchFocus());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves the focus to the counterpart of a removed field, caret at the end', async () => {
    const slot = region('<form><textarea name="message">Hello</textarea></form>');
    slot.querySelector('textarea')!.focus();
    slot.innerHTML =
      '<form><input name="name"><textarea name="message">Hello there</textarea></form>';
    await settle();
    restoreFocusIn(slot);
    const textarea = slot.querySelector('textarea')!;
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe('Hello there'.length);
  });

  it('finds a link by its address and text', async () => {
    const slot = region('<a href="/gig/1">Airport Transfer</a><a href="/gig/2">Island Tour</a>');
    slot.querySelectorAll('a')[1]!.focus();
    slot.innerHTML =
      '<ul><li><a href="/gig/1">Airport Transfer</a></li><li><a href="/gig/2">Island Tour</a></li></ul>';
    await settle();
    restoreFocusIn(slot);
    expect(document.activeElement).toHaveTextContent('Island Tour');
  });

  it('focuses the same element again once it is back in the page', async () => {
    const slot = region('<button>Share Your Experience</button>');
    const button = slot.querySelector('button')!;
    button.focus();
    button.remove();
    const host = region('');
    host.append(button);
    restoreFocusIn(host);
    expect(document.activeElement).toBe(button);
    await settle();
  });

  it('does nothing after the visitor left the field, or while something else has the focus', async () => {
    const slot = region('<input name="name"><input name="email">');
    const [name, email] = [...slot.querySelectorAll('input')];
    name!.focus();
    name!.blur();
    await settle();
    slot.innerHTML = '<input name="name"><input name="email">';
    restoreFocusIn(slot);
    expect(document.activeElement).toBe(document.body);

    const next = region('<input name="email">');
    email!.focus();
    next.querySelector('input')!.focus();
    restoreFocusIn(slot);
    expect(document.activeElement).toBe(next.querySelector('input'));
  });
});

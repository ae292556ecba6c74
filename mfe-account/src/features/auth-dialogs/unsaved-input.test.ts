/** @jest-environment jsdom */
import { hasTypedFormInput } from './unsaved-input';

describe('a form the visitor has typed into', () => {
  const page = (html: string) => {
    const root = document.createElement('main');
    root.innerHTML = html;
    return root;
  };

  it('counts free text in a form, not defaults, choices, read-only fields or text outside forms', () => {
    expect(hasTypedFormInput(page('<form><input type="text" value=""></form>'))).toBe(false);
    expect(hasTypedFormInput(page('<form><input value="Ann Lee"></form>'))).toBe(true);
    expect(hasTypedFormInput(page('<form><textarea>Late flight</textarea></form>'))).toBe(true);
    expect(hasTypedFormInput(page('<form><input type="number" value="2"></form>'))).toBe(false);
    expect(
      hasTypedFormInput(page('<form><input type="text" value="Airport" readonly></form>')),
    ).toBe(false);
    expect(hasTypedFormInput(page('<input type="text" value="search">'))).toBe(false);
    expect(hasTypedFormInput(null)).toBe(false);
  });
});

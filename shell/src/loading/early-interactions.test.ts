/** @jest-environment jsdom */
import { carryOverEarlyInteractions, watchEarlyInteractions } from './early-interactions';

// jsdom lays nothing out: every element counts as shown unless marked hidden here.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const hidden = this.closest('[data-hidden]') !== null;
    return (hidden ? [] : [{}]) as unknown as DOMRectList;
  });
});

const PAGE = `
  <header>
    <button type="button" data-hidden>Login</button>
    <details class="mobile-menu"><summary>Menu</summary><button type="button">Login</button></details>
  </header>
  <main><button type="button">Login</button></main>`;

/** The prerendered page, then the app's copy of it (React replaces the HTML). */
function prerendered(): void {
  document.body.innerHTML = PAGE;
}
function appMounted(): { clicks: string[] } {
  const clicks: string[] = [];
  document.body.innerHTML = PAGE;
  document
    .querySelectorAll('button')
    .forEach((button, index) =>
      button.addEventListener('click', () => clicks.push(`button ${index}`)),
    );
  return { clicks };
}

const toggle = (open: boolean) => {
  const menu = document.querySelector('details') as HTMLDetailsElement;
  menu.open = open;
  menu.dispatchEvent(new Event('toggle'));
};

describe('early interactions on the prerendered page', () => {
  it('taps the app’s own copy of the last button tapped, the shown one in the same region', () => {
    prerendered();
    watchEarlyInteractions();
    (document.querySelector('main button') as HTMLButtonElement).click();
    (document.querySelectorAll('header button')[1] as HTMLButtonElement).click();
    const app = appMounted();
    carryOverEarlyInteractions();
    expect(app.clicks).toEqual(['button 1']);
  });

  it('gives the app’s copy the focus the replaced button took with it, before tapping it', () => {
    prerendered();
    watchEarlyInteractions();
    (document.querySelector('main button') as HTMLButtonElement).click();
    const app = appMounted();
    const focusedWhenTapped: (Element | null)[] = [];
    document
      .querySelector('main button')
      ?.addEventListener('click', () => focusedWhenTapped.push(document.activeElement));
    carryOverEarlyInteractions();
    expect(app.clicks).toEqual(['button 2']);
    expect(focusedWhenTapped).toEqual([document.querySelector('main button')]);
  });

  it('opens the app’s phone menu when the visitor had opened the prerendered one', () => {
    prerendered();
    watchEarlyInteractions();
    toggle(true);
    appMounted();
    carryOverEarlyInteractions();
    expect(document.querySelector('details')?.open).toBe(true);
  });

  it('keeps the menu opened by a tap whose toggle event had not arrived when the app took over', () => {
    prerendered();
    watchEarlyInteractions();
    // The tap alone: the browser sends 'toggle' in a later task, after the app may have mounted.
    (document.querySelector('summary') as HTMLElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    appMounted();
    carryOverEarlyInteractions();
    expect(document.querySelector('details')?.open).toBe(true);
  });

  it('does nothing when the visitor did nothing, or closed the menu again', () => {
    prerendered();
    watchEarlyInteractions();
    toggle(true);
    toggle(false);
    const app = appMounted();
    carryOverEarlyInteractions();
    expect(document.querySelector('details')?.open).toBe(false);
    expect(app.clicks).toEqual([]);
  });

  it('stops listening once the app has mounted', () => {
    prerendered();
    watchEarlyInteractions();
    const app = appMounted();
    carryOverEarlyInteractions();
    (document.querySelector('main button') as HTMLButtonElement).click();
    carryOverEarlyInteractions();
    expect(app.clicks).toEqual(['button 2']);
  });
});

/** @jest-environment jsdom */
// The store is the package's shared instance, as Money reads it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { applySiteSettings, DEFAULT_SITE_SETTINGS, siteSettingsStore } from '@bbt/shared';
import { act, render } from '@testing-library/react';

import { Money } from './money';

afterEach(() => {
  siteSettingsStore.setState(DEFAULT_SITE_SETTINGS, true);
});

describe('Money', () => {
  it("writes a price as 'US$85 (BDS$170)' by default", () => {
    const { container } = render(<Money amount={85} className="price" />);
    expect(container.firstElementChild).toHaveTextContent('US$85 (BDS$170)');
    expect(container.firstElementChild).toHaveClass('price');
  });

  it('shows cents only when there are some', () => {
    const { container } = render(<Money amount={85.5} />);
    expect(container).toHaveTextContent('US$85.50 (BDS$171)');
  });

  it("writes 'US$85' once the site turns the BBD amount off", () => {
    applySiteSettings({ showBbd: false });
    const { container } = render(<Money amount={85} />);
    expect(container.firstElementChild?.textContent).toBe('US$85');
  });

  it('follows the setting live, without a reload', () => {
    const { container } = render(<Money amount={1234} />);
    expect(container.firstElementChild?.textContent).toBe('US$1,234 (BDS$2,468)');
    act(() => applySiteSettings({ showBbd: false }));
    expect(container.firstElementChild?.textContent).toBe('US$1,234');
    act(() => applySiteSettings({ showBbd: true }));
    expect(container.firstElementChild?.textContent).toBe('US$1,234 (BDS$2,468)');
  });
});

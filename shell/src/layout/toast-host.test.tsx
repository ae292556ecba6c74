/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

jest.mock('@bbt/shared/ui', () => {
  throw new Error('chunk failed to load');
});

import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  it('renders nothing, and lets the page render, when the toaster cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>Page content</p>
        <ToastHost />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';

const mockToasterModule = jest.fn<{ AppToaster: () => React.JSX.Element }, []>();
jest.mock('@bbt/shared/ui/app-toaster', () => mockToasterModule());

import { requestToaster, resetToasterDemandForTests } from '@bbt/shared';

import { ToastHost } from './toast-host';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ToastHost', () => {
  beforeEach(() => {
    jest.resetModules();
    resetToasterDemandForTests();
    mockToasterModule.mockReset();
    mockToasterModule.mockReturnValue({ AppToaster: () => <section aria-label="Notifications" /> });
  });

  it('does not fetch the toaster on a visit that raises no toast, even with interactions', async () => {
    render(<ToastHost />);
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window, { key: 'Tab' });
    await settle();
    expect(mockToasterModule).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('mounts the toaster when the first toast is raised', async () => {
    render(<ToastHost />);
    act(() => requestToaster());
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders nothing, and lets the page render, when the toaster cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockToasterModule.mockImplementation(() => {
      throw new Error('chunk failed to load');
    });
    render(
      <>
        <p>Page content</p>
        <ToastHost />
      </>,
    );
    act(() => requestToaster());
    await settle();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

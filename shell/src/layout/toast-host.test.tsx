/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';

const mockToasterModule = jest.fn<{ AppToaster: () => React.JSX.Element }, []>();
jest.mock('@bbt/shared/ui/app-toaster', () => mockToasterModule());

import { requestToaster, resetToasterDemandForTests } from '@bbt/shared';

import { resetFirstInteractionForTests } from '../loading/first-interaction';
import { resetToasterForTests, ToastHost } from './toast-host';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ToastHost', () => {
  beforeEach(() => {
    jest.resetModules();
    resetToasterDemandForTests();
    resetFirstInteractionForTests();
    resetToasterForTests();
    mockToasterModule.mockReset();
    mockToasterModule.mockReturnValue({ AppToaster: () => <section aria-label="Notifications" /> });
  });

  it('does not fetch the toaster on a visit with no interaction and no toast', async () => {
    render(<ToastHost />);
    await settle();
    expect(mockToasterModule).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('mounts the toaster at the first interaction', async () => {
    render(<ToastHost />);
    await act(async () => fireEvent.pointerDown(window));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('mounts the toaster when the first toast is raised', async () => {
    render(<ToastHost />);
    await act(async () => requestToaster());
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
    await act(async () => requestToaster());
    await settle();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('fetches the toaster again at the next toast when it failed to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    mockToasterModule.mockImplementation(() => {
      if (!online) throw new Error('chunk failed to load');
      return { AppToaster: () => <section aria-label="Notifications" /> };
    });
    render(<ToastHost />);
    await act(async () => requestToaster());
    await settle();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    online = true;
    await act(async () => requestToaster());
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});

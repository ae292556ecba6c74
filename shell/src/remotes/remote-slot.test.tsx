/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

const loadRemote = jest.fn<Promise<unknown>, [string]>();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { RemoteSlot } from './remote-slot';

const exposing = (component: ComponentType) => Promise.resolve({ default: component });

function ThrowsWhileRendering(): never {
  throw new Error('render failed');
}

const AdminPages = () => <p>Admin pages</p>;
const Sections = () => <p>Our services</p>;

function HomePage() {
  return (
    <>
      <header>Site header</header>
      <RemoteSlot id="mfe_booking/calculator" loading={<p>Loading calculator</p>} />
      <RemoteSlot id="mfe_marketing/home-sections" loading={<p>Loading sections</p>} />
    </>
  );
}

describe('RemoteSlot, a remote that throws while rendering (it loaded fine)', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    // React reports the caught render error on the console; the test is about what the page shows.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows that area's fallback in its slot only; the rest of the page renders", async () => {
    loadRemote.mockImplementation((id) =>
      id === 'mfe_booking/calculator' ? exposing(ThrowsWhileRendering) : exposing(Sections),
    );
    await act(async () => {
      render(<HomePage />);
    });

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Booking is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Our services')).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a page-level slot moves focus to the fallback heading', async () => {
    loadRemote.mockImplementation(() => exposing(ThrowsWhileRendering));
    await act(async () => {
      render(<RemoteSlot id="mfe_account/routes" loading={<p>Loading</p>} page />);
    });

    const heading = await screen.findByRole('heading', {
      name: 'Your account is temporarily unavailable',
    });
    expect(heading).toHaveFocus();
  });

  it('Retry loads the module again and renders it once it no longer throws', async () => {
    loadRemote
      .mockImplementationOnce(() => exposing(ThrowsWhileRendering))
      .mockImplementation(() => exposing(AdminPages));
    await act(async () => {
      render(<RemoteSlot id="mfe_admin/routes" loading={<p>Loading admin</p>} />);
    });
    await screen.findByRole('alert');

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });

    expect(await screen.findByText('Admin pages')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

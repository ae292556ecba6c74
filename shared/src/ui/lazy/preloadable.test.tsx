/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads once however often it is preloaded, and renders without suspending once loaded', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const { preload, Component } = preloadable(load);
    await Promise.all([preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until loaded when not preloaded', async () => {
    const { Component } = preloadable(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

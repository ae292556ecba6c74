/** @jest-environment jsdom */
import { MAPS_MESSAGES } from '@bbt/shared/domain';
import { render, screen } from '@testing-library/react';

import type { MapsApi } from './maps-loader';
import type { MapsState } from './maps-store';
import { RouteMap } from './route-map';
import type { RouteState } from './use-route';

const ROUTE: RouteState = {
  status: 'idle',
  pickupPoint: null,
  dropoffPoint: null,
  route: null,
  message: null,
};

/** A maps API whose Map cannot be created. */
const brokenApi = {
  maps: {
    Map: function FailingMap() {
      throw new Error('no map');
    },
  },
  routes: {},
} as unknown as MapsApi;

const STATES: [string, MapsState][] = [
  [MAPS_MESSAGES.noKey, { status: 'no-key' }],
  [MAPS_MESSAGES.loadFailed, { status: 'error', message: MAPS_MESSAGES.loadFailed }],
  [MAPS_MESSAGES.unavailable, { status: 'error', message: MAPS_MESSAGES.unavailable }],
  [MAPS_MESSAGES.initFailed, { status: 'ready', api: brokenApi }],
];

describe('the route map without a map', () => {
  it.each(STATES)('"%s" comes with Refresh Page', async (message, maps) => {
    render(<RouteMap maps={maps} route={ROUTE} pickupName="" dropoffName="" />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('offers no Refresh Page while it is waiting or loading', () => {
    render(<RouteMap maps={{ status: 'idle' }} route={ROUTE} pickupName="" dropoffName="" />);
    expect(screen.queryByRole('button', { name: 'Refresh Page' })).toBeNull();
  });
});

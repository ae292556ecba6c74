import { MAP_SETTINGS, MAPS_MESSAGES } from '@bbt/shared/domain';
import { Alert, Button, Spinner } from '@bbt/shared/ui';
import { useEffect, useRef, useState } from 'react';

import type { MapsApi } from './maps-loader';
import type { MapsState } from './maps-store';
import styles from './route-map.module.css';
import type { RouteState } from './use-route';

export interface RouteMapProps {
  maps: MapsState;
  route: RouteState;
  pickupName: string;
  dropoffName: string;
}

const reloadPage = () => window.location.reload();

/** Every state without a map offers it: a key or a connection fixed since may make it work. */
function RefreshPage() {
  return (
    <Button variant="secondary" size="sm" onClick={reloadPage}>
      Refresh Page
    </Button>
  );
}

/** The map panel in its states: no key, not loaded yet, loading, error (Refresh Page), ready. */
export function RouteMap({ maps, route, pickupName, dropoffName }: RouteMapProps) {
  const [initError, setInitError] = useState(false);
  if (maps.status === 'no-key') {
    return (
      <div className={styles.panel} data-map-state="no-key">
        <Alert tone="info" title="Map not available" action={<RefreshPage />}>
          <p>{MAPS_MESSAGES.noKey}</p>
          <p>Choose your places from our list or type an address: prices use our distance table.</p>
        </Alert>
      </div>
    );
  }
  if (maps.status === 'error' || initError) {
    const message = maps.status === 'error' ? maps.message : MAPS_MESSAGES.initFailed;
    return (
      <div className={styles.panel} data-map-state="error">
        <Alert tone="danger" live="alert" title="Map unavailable" action={<RefreshPage />}>
          <p>{message}</p>
          <p>You can still get a price and book: distances come from our table.</p>
        </Alert>
      </div>
    );
  }
  if (maps.status === 'idle') {
    return (
      <div className={styles.placeholder} data-map-state="idle">
        <p>The route map appears when you choose your pickup and drop-off.</p>
      </div>
    );
  }
  if (maps.status === 'loading') {
    return (
      <div className={styles.placeholder} data-map-state="loading">
        <Spinner label="Loading map…" />
      </div>
    );
  }
  return (
    <div className={styles.panel} data-map-state="ready">
      <MapCanvas
        api={maps.api}
        route={route}
        pickupName={pickupName}
        dropoffName={dropoffName}
        onInitError={() => setInitError(true)}
      />
      {route.status === 'error' && route.message && (
        <Alert tone="warning" live="alert">
          <p>{route.message}</p>
          <p>Prices use our distance table until the route is found.</p>
        </Alert>
      )}
      <p className={styles.summary} role="status">
        {route.status === 'working' && 'Calculating route…'}
        {route.status === 'ready' &&
          route.route &&
          `Route: ${route.route.km.toFixed(1)} km, about ${route.route.durationText} by road.`}
      </p>
    </div>
  );
}

interface MapCanvasProps {
  api: MapsApi;
  route: RouteState;
  pickupName: string;
  dropoffName: string;
  onInitError: () => void;
}

function MapCanvas({ api, route, pickupName, dropoffName, onInitError }: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const renderer = useRef<google.maps.DirectionsRenderer | null>(null);

  useEffect(() => {
    if (!element.current || map.current) return;
    try {
      map.current = new api.maps.Map(element.current, {
        center: MAP_SETTINGS.center,
        zoom: MAP_SETTINGS.zoom,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
      });
      renderer.current = new api.routes.DirectionsRenderer({ suppressMarkers: true });
    } catch {
      onInitError();
    }
  }, [api, onInitError]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const markers: google.maps.Marker[] = [];
    const listeners: google.maps.MapsEventListener[] = [];
    const info = new api.maps.InfoWindow();
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const bounds = new api.core.LatLngBounds();
    const ends: [google.maps.LatLngLiteral | null, string, string][] = [
      [route.pickupPoint, 'A', pickupName],
      [route.dropoffPoint, 'B', dropoffName],
    ];
    for (const [point, label, title] of ends) {
      if (!point) continue;
      const marker = new api.marker.Marker({ map: current, position: point, label, title });
      marker.addListener('click', () => {
        info.setContent(title);
        info.open({ map: current, anchor: marker });
        clearTimeout(closeTimer);
        closeTimer = setTimeout(() => info.close(), MAP_SETTINGS.infoWindowCloseMs);
      });
      markers.push(marker);
      bounds.extend(point);
    }
    if (route.route) {
      renderer.current?.setMap(current);
      renderer.current?.setDirections(route.route.result);
    } else {
      renderer.current?.setMap(null);
    }
    if (markers.length === 2) {
      current.fitBounds(bounds);
      listeners.push(
        api.core.event.addListenerOnce(current, 'idle', () => {
          if ((current.getZoom() ?? 0) > MAP_SETTINGS.maxZoomAfterFit) {
            current.setZoom(MAP_SETTINGS.maxZoomAfterFit);
          }
        }),
      );
    } else if (markers.length === 1) {
      current.setCenter(bounds.getCenter());
      current.setZoom(MAP_SETTINGS.maxZoomAfterFit);
    }
    return () => {
      clearTimeout(closeTimer);
      info.close();
      markers.forEach((marker) => marker.setMap(null));
      listeners.forEach((listener) => listener.remove());
    };
  }, [api, route, pickupName, dropoffName]);

  return (
    <div
      ref={element}
      className={styles.map}
      role="region"
      aria-label={`Route map from ${pickupName || 'pickup'} to ${dropoffName || 'drop-off'}`}
    />
  );
}

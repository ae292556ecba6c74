// A small stand-in for the Google Maps JavaScript API, served by the e2e tests in place of
// https://maps.googleapis.com/maps/api/js. It implements just what the calculator uses: importLibrary,
// Map, Marker, InfoWindow, LatLngBounds, Geocoder (region BB), DirectionsService (driving, metric),
// DirectionsRenderer and the Places autocomplete data API. Behaviour is steered by
// window.__FAKE_MAPS__ (set by the test before the page loads); calls are recorded in
// window.__FAKE_MAPS_CALLS__ so a test can check what was asked.
/* global window, document, setTimeout, URL */
(function () {
  'use strict';
  var config = window.__FAKE_MAPS__ || {};
  var calls = (window.__FAKE_MAPS_CALLS__ = {
    directions: [],
    geocode: [],
    autocomplete: [],
    maps: 0,
  });
  var HOLETOWN = { lat: 13.1872, lng: -59.6383 };

  function LatLng(lat, lng) {
    if (typeof lat === 'object') {
      lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
      lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
    }
    this._lat = lat;
    this._lng = lng;
  }
  LatLng.prototype.lat = function () {
    return this._lat;
  };
  LatLng.prototype.lng = function () {
    return this._lng;
  };
  LatLng.prototype.toJSON = function () {
    return { lat: this._lat, lng: this._lng };
  };

  function LatLngBounds() {
    this.points = [];
  }
  LatLngBounds.prototype.extend = function (point) {
    this.points.push(new LatLng(point));
    return this;
  };
  LatLngBounds.prototype.getCenter = function () {
    var n = this.points.length || 1;
    var lat = 0,
      lng = 0;
    this.points.forEach(function (p) {
      lat += p.lat();
      lng += p.lng();
    });
    return new LatLng(lat / n, lng / n);
  };

  var listener = { remove: function () {} };

  function FakeMap(element, options) {
    if (config.mapThrows) throw new Error('fake map failure');
    calls.maps += 1;
    this.element = element;
    this.zoom = options && options.zoom;
    element.setAttribute('data-fake-map', 'ready');
    element.textContent = '';
  }
  FakeMap.prototype.fitBounds = function () {
    this.zoom = 14;
  };
  FakeMap.prototype.setCenter = function () {};
  FakeMap.prototype.setZoom = function (zoom) {
    this.zoom = zoom;
  };
  FakeMap.prototype.getZoom = function () {
    return this.zoom;
  };

  function Marker(options) {
    this.node = document.createElement('span');
    this.node.setAttribute('data-fake-marker', options.label || '');
    this.node.textContent = options.title || '';
    this.node.hidden = true;
    this.setMap(options.map);
  }
  Marker.prototype.setMap = function (map) {
    if (this.node.parentNode) this.node.parentNode.removeChild(this.node);
    if (map) map.element.appendChild(this.node);
  };
  Marker.prototype.addListener = function () {
    return listener;
  };

  function InfoWindow() {}
  InfoWindow.prototype.setContent = function () {};
  InfoWindow.prototype.open = function () {};
  InfoWindow.prototype.close = function () {};

  function DirectionsRenderer() {
    this.map = null;
  }
  DirectionsRenderer.prototype.setMap = function (map) {
    if (this.map && !map) this.map.element.removeAttribute('data-fake-route-km');
    this.map = map;
  };
  DirectionsRenderer.prototype.setDirections = function (result) {
    if (this.map) {
      var metres = result.routes[0].legs[0].distance.value;
      this.map.element.setAttribute('data-fake-route-km', String(metres / 1000));
    }
  };

  function distanceKm(a, b) {
    var dy = (a.lat() - b.lat()) * 110.6;
    var dx = (a.lng() - b.lng()) * 108.4;
    return Math.sqrt(dx * dx + dy * dy) * 1.35;
  }

  function DirectionsService() {}
  DirectionsService.prototype.route = function (request, callback) {
    var origin = new LatLng(request.origin);
    var destination = new LatLng(request.destination);
    calls.directions.push({
      origin: origin.toJSON(),
      destination: destination.toJSON(),
      travelMode: request.travelMode,
      unitSystem: request.unitSystem,
      region: request.region,
    });
    var status = config.directionsStatus || 'OK';
    var km = config.routeKm || Math.max(0.5, distanceKm(origin, destination));
    var metres = Math.round(km * 1000);
    var minutes = Math.max(1, Math.round((km / 40) * 60));
    var result =
      status === 'OK'
        ? {
            routes: [
              {
                legs: [
                  {
                    distance: { value: metres, text: (metres / 1000).toFixed(1) + ' km' },
                    duration: { value: minutes * 60, text: minutes + ' mins' },
                  },
                ],
              },
            ],
          }
        : { routes: [] };
    setTimeout(function () {
      callback(status === 'OK' ? result : null, status);
    }, 10);
    return status === 'OK'
      ? Promise.resolve(result)
      : Promise.reject(Object.assign(new Error(status), { code: status }));
  };

  function Geocoder() {}
  Geocoder.prototype.geocode = function (request) {
    calls.geocode.push({ address: request.address, region: request.region });
    var outside = /trinidad|nowhere/i.test(request.address);
    return Promise.resolve({
      results: [
        {
          formatted_address: request.address,
          geometry: { location: new LatLng(HOLETOWN.lat + 0.01, HOLETOWN.lng) },
          address_components: [
            {
              long_name: outside ? 'Trinidad and Tobago' : 'Barbados',
              short_name: outside ? 'TT' : 'BB',
              types: ['country', 'political'],
            },
          ],
        },
      ],
    });
  };

  var PLACES = [
    {
      id: 'fake-limegrove',
      name: 'Limegrove Lifestyle Centre',
      address: 'Holetown, St. James, Barbados',
      lat: 13.1868,
      lng: -59.6359,
    },
    {
      id: 'fake-sandy-lane',
      name: 'Sandy Lane',
      address: 'St. James, Barbados',
      lat: 13.172,
      lng: -59.637,
    },
    {
      id: 'fake-bridgetown-port',
      name: 'Bridgetown Port',
      address: 'Bridgetown, Barbados',
      lat: 13.1058,
      lng: -59.6314,
    },
    {
      id: 'fake-bathsheba',
      name: 'Bathsheba Beach',
      address: 'St. Joseph, Barbados',
      lat: 13.2137,
      lng: -59.5217,
    },
  ];

  function Place(data) {
    this.id = data.id;
    this._data = data;
  }
  Place.prototype.fetchFields = function () {
    this.displayName = this._data.name;
    this.formattedAddress = this._data.address;
    this.location = new LatLng(this._data.lat, this._data.lng);
    return Promise.resolve({ place: this });
  };

  function AutocompleteSessionToken() {}
  var AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: function (request) {
      calls.autocomplete.push({
        input: request.input,
        includedRegionCodes: request.includedRegionCodes,
      });
      var needle = String(request.input).toLowerCase();
      var found = PLACES.filter(function (p) {
        return p.name.toLowerCase().indexOf(needle) !== -1;
      });
      return Promise.resolve({
        suggestions: found.map(function (p) {
          return {
            placePrediction: {
              placeId: p.id,
              text: { text: p.name + ', ' + p.address },
              mainText: { text: p.name },
              secondaryText: { text: p.address },
              toPlace: function () {
                return new Place(p);
              },
            },
          };
        }),
      });
    },
  };

  var event = {
    addListener: function () {
      return listener;
    },
    addListenerOnce: function (target, name, handler) {
      setTimeout(handler, 0);
      return listener;
    },
  };

  var libraries = {
    core: {
      LatLng: LatLng,
      LatLngBounds: LatLngBounds,
      event: event,
      UnitSystem: { METRIC: 0, IMPERIAL: 1 },
    },
    maps: { Map: FakeMap, InfoWindow: InfoWindow },
    marker: { Marker: Marker },
    geocoding: { Geocoder: Geocoder },
    routes: {
      DirectionsService: DirectionsService,
      DirectionsRenderer: DirectionsRenderer,
      TravelMode: { DRIVING: 'DRIVING' },
      DirectionsStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS', NOT_FOUND: 'NOT_FOUND' },
    },
    places: {
      AutocompleteSessionToken: AutocompleteSessionToken,
      AutocompleteSuggestion: AutocompleteSuggestion,
      Place: Place,
    },
  };

  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});
  Object.keys(libraries).forEach(function (name) {
    Object.keys(libraries[name]).forEach(function (key) {
      maps[key] = libraries[name][key];
    });
  });
  maps.importLibrary = function (name) {
    if (config.missingMap && name === 'maps') return Promise.resolve({});
    return Promise.resolve(libraries[name] || {});
  };

  var script = document.currentScript;
  var callbackPath = script && new URL(script.src).searchParams.get('callback');
  if (callbackPath) {
    var target = window;
    callbackPath.split('.').forEach(function (part) {
      target = target && target[part];
    });
    if (typeof target === 'function') target();
  }
})();

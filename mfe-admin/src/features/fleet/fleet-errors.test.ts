import { FLEET_MESSAGES } from '@bbt/shared/domain';

import { fleetChangeMessage } from './fleet-errors';

describe('fleetChangeMessage', () => {
  it('puts a taken plate on the plate field', () => {
    expect(fleetChangeMessage({ code: '23505', message: 'dup' }, 'vehicle')).toEqual({
      field: 'plate',
      message: FLEET_MESSAGES.plateTaken,
    });
  });

  it('says to deactivate a vehicle or driver that is on a booking', () => {
    expect(fleetChangeMessage({ code: '23001', message: 'restrict' }, 'vehicle').message).toBe(
      'This vehicle is on a booking; deactivate it instead.',
    );
    expect(fleetChangeMessage({ code: '23503', message: 'fk' }, 'driver').message).toBe(
      FLEET_MESSAGES.driverInUse,
    );
  });

  it("shows the database's refusal of an account link on the e-mail field", () => {
    const message = 'No account uses the e-mail ann@example.com';
    expect(fleetChangeMessage({ code: 'P0001', message }, 'driver')).toEqual({
      field: 'email',
      message,
    });
  });

  it('words permission refusals and other failures', () => {
    expect(fleetChangeMessage({ code: '42501', message: 'no' }, 'driver').message).toBe(
      'Only an admin can change the fleet.',
    );
    expect(fleetChangeMessage(new Error('offline'), 'vehicle').message).toBe(
      'Could not save the change. Please try again.',
    );
  });
});

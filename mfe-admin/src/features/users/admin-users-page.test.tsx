import { renderArea } from '@bbt/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { addStaffMember, fetchStaff, type StaffMember } from '../../data/staff-api';
import { AreaRoutes, preloadAllPages } from '../../routes';
import { staffAuth } from '../../testing/auth';

jest.mock('../../data/staff-api', () => ({
  fetchStaff: jest.fn(),
  addStaffMember: jest.fn(),
  updateStaffMember: jest.fn(),
}));

const member = (email: string, role: StaffMember['role'] = 'moderator'): StaffMember => ({
  id: `id-${email}`,
  email,
  role,
  is_active: true,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

const ME = member('boss@example.com', 'super_admin');
const NEW = member('new.staff@example.com');

beforeAll(() => preloadAllPages());
beforeEach(() => jest.clearAllMocks());

async function addNewStaff() {
  const u = userEvent.setup();
  await u.type(await screen.findByRole('textbox', { name: 'E-mail' }), NEW.email);
  await u.click(screen.getByRole('button', { name: 'Add user' }));
}

const staffList = () => screen.findByRole('list', { name: /^Staff \(\d+\)$/ });

describe('Admin Users: adding staff', () => {
  it('adds the new member to the list that has loaded', async () => {
    jest.mocked(fetchStaff).mockResolvedValue([ME]);
    jest.mocked(addStaffMember).mockResolvedValue(NEW);
    renderArea(AreaRoutes, '/admin/users', {
      mountPath: '/admin/*',
      auth: staffAuth('super_admin', ME.email),
    });
    await within(await staffList()).findByText(ME.email, { exact: false });

    await addNewStaff();

    expect(await within(await staffList()).findByText(NEW.email)).toBeVisible();
    expect(fetchStaff).toHaveBeenCalledTimes(1);
  });

  it('reads the list again when the member was added while it was still loading', async () => {
    let answerFirstRead: (rows: StaffMember[]) => void = () => undefined;
    jest
      .mocked(fetchStaff)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirstRead = resolve)))
      .mockResolvedValue([ME, NEW]);
    jest.mocked(addStaffMember).mockResolvedValue(NEW);
    renderArea(AreaRoutes, '/admin/users', {
      mountPath: '/admin/*',
      auth: staffAuth('super_admin', ME.email),
    });

    await addNewStaff();
    // The first read answers late, with the list as it was before the member was added.
    answerFirstRead([ME]);

    expect(await within(await staffList()).findByText(NEW.email)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Staff (2)' })).toBeVisible();
    expect(fetchStaff).toHaveBeenCalledTimes(2);
  });
});

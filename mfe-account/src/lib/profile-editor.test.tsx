/** @jest-environment jsdom */
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { notify } from '@bbt/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testUser } from '../testing/users';
import { ProfileEditor } from './profile-editor';

jest.mock('./profile-form', () => {
  throw new Error('ChunkLoadError: the network is down');
});

describe('ProfileEditor when the form cannot be fetched', () => {
  it('says so in a toast and keeps the details on screen', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    render(
      <ProfileEditor
        user={testUser()}
        title="Your Profile"
        fields={['firstName', 'lastName']}
        editLabel="Edit Profile"
        failureMessage={() => 'failed'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(AUTH_MESSAGES.profileFormUnavailable));
    expect(screen.getByText('Carla')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  });
});

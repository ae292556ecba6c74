import { paths, useAuth } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Navigate } from 'react-router-dom';

/** SPEC: Dashboard shows loading, then redirects to / when nobody is signed in. */
export function DashboardPage() {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  if (status === 'loading') {
    return (
      <PageFrame title="Dashboard">
        <p role="status">Loading your account…</p>
      </PageFrame>
    );
  }
  if (status === 'signed-out' || !user) return <Navigate to={paths.home} replace />;
  return <PageFrame title="Dashboard" intro={<p>Welcome back, {user.email}.</p>} />;
}

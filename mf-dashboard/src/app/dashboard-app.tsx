import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isAdmin, RemoteRoot, useCurrentUser } from '@tyre/web-kit';
import { DashboardLayout } from '../components/dashboard-layout';
import { OverviewPage } from '../features/overview/components/overview-page';
import { sections } from './sections';
import './dashboard.css';

function NotAllowed() {
  return (
    <section className="kit-container kit-page" data-testid="dashboard-forbidden">
      <h1 className="kit-page__title">Admins only</h1>
      <p>The dashboard is for the shop's administrators.</p>
    </section>
  );
}

function UnknownSection() {
  return (
    <div data-testid="dashboard-not-found">
      <h1>Not found</h1>
      <p>This dashboard page does not exist.</p>
    </div>
  );
}

/**
 * /dashboard/*: the admin guard covers every dashboard route (arrivals included); then the layout
 * with the sections built so far.
 */
export function DashboardApp() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <RemoteRoot name="dashboard">
      {isAdmin(user) ? (
        <Routes>
          <Route element={<DashboardLayout sections={sections} />}>
            <Route index element={<OverviewPage />} />
            {sections.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            {sections.flatMap(({ pages = [] }) =>
              pages.map(({ path, Component }) => <Route key={path} path={path} element={<Component />} />),
            )}
            <Route path="*" element={<UnknownSection />} />
          </Route>
        </Routes>
      ) : (
        <NotAllowed />
      )}
    </RemoteRoot>
  );
}

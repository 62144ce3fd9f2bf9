import { ConfigProvider, type ThemeConfig } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import enUS from 'antd/locale/en_US';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isAdmin, RemoteRoot, useCurrentUser, useLanguage } from '@tyre/web-kit';
import { dashboardDictionary, useText } from '../messages/dictionary';
import { DashboardLayout } from '../components/dashboard-layout';
import { OverviewPage } from '../features/overview/components/overview-page';
import { sections } from './sections';
import './dashboard.css';

/** antd in the brand's colours (the same values as the kit's tokens). */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b4a35',
    // antd derives too grey a tint from so dark a green: the kit's soft brand colours instead
    colorPrimaryBg: '#e7f1ec',
    colorPrimaryBgHover: '#d3e6dc',
    colorLink: '#0b4a35',
    colorError: '#b42318',
    colorSuccess: '#16803c',
    // antd's greys are below 4.5:1 on white: descriptions, help lines, placeholders darkened
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6b7280',
    borderRadius: 6,
    // the kit's stack: in Bangla it starts with the self-hosted Bengali face (behind system-ui,
    // Chromium drew antd's headings and table heads in fallback boxes on a machine without one)
    fontFamily: 'var(--kit-font)',
  },
  components: {
    // antd's grey labels (#8c8c8c) are 3.4:1 on white: the kit's darker grey (axe, an order's labels)
    Descriptions: { labelColor: '#595959' },
    Menu: { itemSelectedBg: '#e7f1ec', itemSelectedColor: '#0b4a35', itemHoverBg: '#f1f6f3' },
  },
};

function NotAllowed() {
  const t = useText();
  return (
    <section className="kit-container kit-page" data-testid="dashboard-forbidden">
      <h1 className="kit-page__title">{t('app.adminsOnly')}</h1>
      <p>{t('app.adminsOnlyText')}</p>
      <Link to="/" className="kit-button">
        {t('app.backToShop')}
      </Link>
    </section>
  );
}

function UnknownSection() {
  const t = useText();
  return (
    <div data-testid="dashboard-not-found">
      <h1>{t('app.notFound')}</h1>
      <p>{t('app.notFoundText')}</p>
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
  const language = useLanguage();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <RemoteRoot name="dashboard" dictionary={dashboardDictionary}>
      {/* antd's own text (pagination, empty tables, pickers) follows the language */}
      <ConfigProvider theme={theme} locale={language === 'bn' ? bnBD : enUS}>
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
      </ConfigProvider>
    </RemoteRoot>
  );
}

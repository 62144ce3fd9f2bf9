import { useState, type ComponentType } from 'react';
import { Button, Drawer, Grid, Input, Layout, Menu } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo, useLogout, usePageTitle } from '@tyre/web-kit';
import { useText, type DashboardKey } from '../messages/dictionary';

interface Section {
  path: string;
  label: string;
  /** shown after the label in the sidebar (a count), inside the link */
  Badge?: ComponentType;
}

/**
 * The sections as links (open in a new tab, middle-click, copy the address); antd's menu keeps the
 * arrow keys (it focuses each item's link) and marks the current section, which its link also
 * announces (`aria-current="page"`). Following a link closes the drawer on a small screen.
 */
function SectionMenu({ sections, onGo }: { sections: ReadonlyArray<Section>; onGo: () => void }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/^\/dashboard\/?/, '').split('/')[0] || 'home';
  const t = useText();
  return (
    <nav aria-label={t('layout.menuLabel')}>
      <Menu
        mode="inline"
        selectedKeys={[current]}
        items={sections.map((section) => ({
          key: section.path,
          label: (
            <Link
              to={`/dashboard/${section.path}`}
              aria-current={section.path === current ? 'page' : undefined}
            >
              {/* `nav.<path>` in the dictionary; a section without one shows its (English) label */}
              {t(`nav.${section.path}` as DashboardKey, { defaultValue: section.label })}
              {section.Badge && <section.Badge />}
            </Link>
          ),
        }))}
        onClick={onGo}
        className="dashboard__menu"
      />
    </nav>
  );
}

function Brand() {
  const t = useText();
  return (
    <Link to="/" className="dashboard__brand">
      {/* the brand as the dashboard shows it (the dashboard has no access to the shell's config) */}
      <Logo name={t('layout.brand')} tagline={t('layout.tagline')} />
      <span className="kit-visually-hidden">{t('layout.backToShop')}</span>
    </Link>
  );
}

/**
 * The dashboard's own full-screen layout. Large screens (antd lg, 992 px and up): the spec's
 * sidebar of 2 of 12 columns and content of 10 of 12. Smaller screens: the sidebar is a drawer
 * behind a menu button. Header with search and Logout; the 2022 footer.
 */
export function DashboardLayout({ sections }: { sections: ReadonlyArray<Section> }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const t = useText();
  // the browser tab: "Orders · Dashboard" (web-kit adds the site's name)
  const { pathname } = useLocation();
  const section = sections.find(
    (s) => s.path === (pathname.replace(/^\/dashboard\/?/, '').split('/')[0] || 'home'),
  );
  usePageTitle(
    section
      ? `${t(`nav.${section.path}` as DashboardKey, { defaultValue: section.label })} · ${t('layout.tagline')}`
      : undefined,
  );
  const screens = Grid.useBreakpoint();
  // a browser always matches one breakpoint; when none is known (no media queries), lay out as large
  const small = !screens.lg && Boolean(screens.xs || screens.sm || screens.md);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const search = (value: string) => {
    const text = value.trim();
    if (text) navigate(`/dashboard/products?search=${encodeURIComponent(text)}`);
  };

  return (
    <Layout className="dashboard" hasSider={!small}>
      {!small && (
        <Layout.Sider width="16.6667%" theme="light" className="dashboard__sidebar">
          <Brand />
          <SectionMenu sections={sections} onGo={close} />
        </Layout.Sider>
      )}
      {small && (
        <Drawer
          open={open}
          onClose={close}
          placement="left"
          size={280}
          title={<Brand />}
          className="dashboard__drawer"
          styles={{ body: { padding: 0 } }}
        >
          <SectionMenu sections={sections} onGo={close} />
        </Drawer>
      )}
      <Layout className="dashboard__content">
        <Layout.Header className="dashboard__header">
          {small && (
            <button
              type="button"
              className="dashboard__menu-button"
              aria-label={t('layout.openMenu')}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <span />
              <span />
              <span />
            </button>
          )}
          {small && <Brand />}
          <Input.Search
            placeholder={t('layout.searchPlaceholder')}
            allowClear
            enterButton={t('layout.searchButton')}
            onSearch={search}
            aria-label={t('layout.searchPlaceholder')}
            className="dashboard__search"
          />
          <Button onClick={logout} className="dashboard__logout">
            {t('layout.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content className="dashboard__main">
          <Outlet />
        </Layout.Content>
        <Layout.Footer className="dashboard__footer">{t('layout.footer')}</Layout.Footer>
      </Layout>
    </Layout>
  );
}

import { Button, Col, Input, Menu, Row } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '@tyre/web-kit';

/** Sidebar 2/12, content 10/12 (antd's grid has 24 columns); header with search and Logout; 2022 footer. */
export function DashboardLayout({ sections }: { sections: ReadonlyArray<{ path: string; label: string }> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const current = pathname.replace(/^\/dashboard\/?/, '').split('/')[0] || 'home';

  const search = (value: string) => {
    const text = value.trim();
    if (text) navigate(`/dashboard/products?search=${encodeURIComponent(text)}`);
  };

  return (
    <Row className="dashboard" wrap={false}>
      <Col span={4} className="dashboard__sidebar">
        <nav aria-label="Dashboard">
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={sections.map((section) => ({ key: section.path, label: section.label }))}
            onClick={({ key }) => navigate(`/dashboard/${key}`)}
          />
        </nav>
      </Col>
      <Col span={20} className="dashboard__content">
        <header className="dashboard__header">
          <Input.Search
            placeholder="Search products"
            allowClear
            enterButton="Search"
            onSearch={search}
            aria-label="Search products"
            className="dashboard__search"
          />
          <Button onClick={logout}>Logout</Button>
        </header>
        <main className="dashboard__main">
          <Outlet />
        </main>
        <footer className="dashboard__footer">Copyright © 2022 Tyre Bangladesh. All rights reserved.</footer>
      </Col>
    </Row>
  );
}

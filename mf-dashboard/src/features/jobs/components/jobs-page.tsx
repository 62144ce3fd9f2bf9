import { Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { Job } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteJob } from '../api/delete-job';
import { getJobs } from '../api/get-jobs';
import { useText } from '../../../messages/dictionary';

const pageSize = 20;

/** A deadline day (`YYYY-MM-DD`) as the instant to format (in UTC, so the day stays the day). */
const deadlineDay = (deadline: string) => new Date(`${deadline.slice(0, 10)}T00:00:00Z`);
const deadlineFormat: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
};

/**
 * /dashboard/jobs: a `Make Job` link, a search (`?search=`: title, location or reference, English or
 * Bangla) and the table SI NO, Job Title, Deadline, Salary, Action.
 */
export function JobsPage() {
  const t = useText();
  const { date, number } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const search = params.get('search')?.trim() ?? '';
  const state = useApi(`dashboard-jobs:${page}:${search}`, (signal) =>
    getJobs({ page, size: pageSize, search }, signal),
  );

  const columns: ColumnsType<Job> = [
    {
      title: t('jobs.columns.si'),
      key: 'si',
      width: 96,
      render: (_: unknown, __: Job, index: number) => number(page * pageSize + index + 1),
    },
    {
      title: t('jobs.columns.title'),
      dataIndex: 'title',
      width: 220,
      render: (title: string, job: Job) => (
        <>
          {title}
          {job.titleBn && (
            <span className="content-table__twin" lang="bn">
              {job.titleBn}
            </span>
          )}
        </>
      ),
    },
    {
      title: t('jobs.columns.deadline'),
      dataIndex: 'deadline',
      width: 170,
      render: (deadline: string, job: Job) => (
        <>
          {date(deadlineDay(deadline), deadlineFormat)} {!job.open && <Tag>{t('jobs.closed')}</Tag>}
        </>
      ),
    },
    { title: t('jobs.columns.salary'), dataIndex: 'salary' },
    {
      title: t('jobs.columns.action'),
      key: 'action',
      width: 200,
      render: (_: unknown, job: Job) => (
        <Space>
          <Link
            to={`/dashboard/jobs/edit/${job.slug || job._id}`}
            aria-label={t('record.editName', { name: job.title })}
          >
            {t('record.edit')}
          </Link>
          <Link to={`/jobs/${job.slug || job._id}`} aria-label={t('jobs.showName', { name: job.title })}>
            {t('jobs.show')}
          </Link>
          <ConfirmDelete
            name={job.title}
            onDelete={async () => {
              if (await runWithToasts(() => deleteJob(job._id), t('jobs.deleted'))) state.reload();
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('jobs.listTitle')}</h1>
        <Link to="/dashboard/jobs/create" className="content-link-button">
          {t('jobs.makeJob')}
        </Link>
      </div>
      <Input.Search
        key={search}
        defaultValue={search}
        placeholder={t('jobs.searchPlaceholder')}
        aria-label={t('jobs.searchLabel')}
        allowClear
        onSearch={(value) => setParams(value.trim() ? { search: value.trim() } : {})}
        className="content-search"
      />
      <LoadError state={state} />
      <Table<Job>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 760 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        locale={{ emptyText: search ? t('jobs.noMatch', { search }) : t('jobs.empty') }}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (next) =>
            setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next - 1) } : {}) }),
        }}
      />
    </section>
  );
}

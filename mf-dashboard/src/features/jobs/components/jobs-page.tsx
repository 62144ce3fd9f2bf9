import { Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { Job } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteJob } from '../api/delete-job';
import { getJobs } from '../api/get-jobs';
import { messages } from '../messages';

const pageSize = 20;

/** A deadline day (`YYYY-MM-DD`) as a date. */
const deadlineText = (deadline: string) =>
  new Date(`${deadline.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/** /dashboard/jobs: a `Make Job` link and the table SI NO, Job Title, Deadline, Salary, Action. */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-jobs:${page}`, (signal) => getJobs({ page, size: pageSize }, signal));

  const columns: ColumnsType<Job> = [
    {
      title: messages.columns.si,
      key: 'si',
      width: 96,
      render: (_: unknown, __: Job, index: number) => page * pageSize + index + 1,
    },
    { title: messages.columns.title, dataIndex: 'title', width: 220 },
    {
      title: messages.columns.deadline,
      dataIndex: 'deadline',
      width: 170,
      render: (deadline: string, job: Job) => (
        <>
          {deadlineText(deadline)} {!job.open && <Tag>{messages.closed}</Tag>}
        </>
      ),
    },
    { title: messages.columns.salary, dataIndex: 'salary' },
    {
      title: messages.columns.action,
      key: 'action',
      width: 200,
      render: (_: unknown, job: Job) => (
        <Space>
          <Link
            to={`/dashboard/jobs/edit/${job.slug || job._id}`}
            aria-label={`${messages.edit} ${job.title}`}
          >
            {messages.edit}
          </Link>
          <Link to={`/jobs/${job.slug || job._id}`} aria-label={`${messages.show} ${job.title}`}>
            {messages.show}
          </Link>
          <ConfirmDelete
            name={job.title}
            onDelete={async () => {
              if (await runWithToasts(() => deleteJob(job._id), messages.deleted)) state.reload();
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.listTitle}</h1>
        <Link to="/dashboard/jobs/create" className="content-link-button">
          {messages.makeJob}
        </Link>
      </div>
      <LoadError state={state} />
      <Table<Job>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 760 }}
        dataSource={state.data?.jobs ?? []}
        loading={state.loading}
        locale={{ emptyText: messages.empty }}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (next) => setParams(next > 1 ? { page: String(next - 1) } : {}),
        }}
      />
    </section>
  );
}

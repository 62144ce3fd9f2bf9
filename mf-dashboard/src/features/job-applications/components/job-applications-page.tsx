import { Card, Descriptions, Empty, Pagination, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { JobApplication } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { PrivateFile } from '../../../components/private-file';
import { getJobApplications } from '../api/get-job-applications';
import { messages } from '../messages';

/** Each page embeds this many CVs (a PDF viewer each): few, so that a phone stays quick. */
const pageSize = 5;

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function ApplicationCard({ application }: { application: JobApplication }) {
  const job = application.jobInfo.title || messages.unknownJob;
  return (
    <Card title={<h2 className="content-card__title">{job}</h2>} className="content-card application">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'name', label: messages.applicant, children: application.name },
          {
            key: 'email',
            label: messages.email,
            children: <a href={`mailto:${application.email}`}>{application.email}</a>,
          },
          { key: 'mobile', label: messages.mobile, children: application.mobile },
          { key: 'sent', label: messages.sent, children: sentAt(application.createdAt) },
          ...(application.cover
            ? [{ key: 'note', label: messages.note, span: 2, children: application.cover }]
            : []),
        ]}
      />
      <PrivateFile
        name={application.cv}
        title={messages.cvTitle(application.name, job)}
        downloadLabel={messages.download}
        downloadName={`cv-${application.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`}
      />
    </Card>
  );
}

/** /dashboard/jobs-request: each application: the job title, the CV embedded and a Download link. */
export function JobApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-job-applications:${page}`, (signal) =>
    getJobApplications({ page, size: pageSize }, signal),
  );
  const shown = state.data?.applications ?? [];
  const total = state.data?.total ?? 0;
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.title}</h1>
      </div>
      <p>{messages.intro}</p>
      <LoadError state={state} />
      <Spin spinning={state.loading}>
        {shown.length === 0 && !state.loading && <Empty description={messages.empty} />}
        {shown.map((application) => (
          <ApplicationCard key={application._id} application={application} />
        ))}
      </Spin>
      {total > pageSize && (
        <Pagination
          current={page + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => messages.total(count)}
          onChange={(next) => setParams(next > 1 ? { page: String(next - 1) } : {})}
        />
      )}
    </section>
  );
}

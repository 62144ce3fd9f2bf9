import { Card, Descriptions, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { PrivateFile } from '../../../components/private-file';
import { getJobApplications } from '../api/get-job-applications';
import type { JobApplication } from '../api/job-application-types';
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
  const job = application.jobInfo?.title ?? messages.unknownJob;
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
          ...(application.note
            ? [{ key: 'note', label: messages.note, span: 2, children: application.note }]
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
  const state = useApi('dashboard-job-applications', (signal) => getJobApplications(signal));
  const [page, setPage] = useState(1);
  const all = state.data ?? [];
  const shown = all.slice((page - 1) * pageSize, page * pageSize);
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.title}</h1>
      </div>
      <p>{messages.intro}</p>
      <LoadError state={state} />
      <Spin spinning={state.loading}>
        {all.length === 0 && !state.loading && <Empty description={messages.empty} />}
        {shown.map((application) => (
          <ApplicationCard key={application._id} application={application} />
        ))}
      </Spin>
      {all.length > pageSize && (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={all.length}
          showSizeChanger={false}
          showTotal={(total) => messages.total(total)}
          onChange={setPage}
        />
      )}
    </section>
  );
}

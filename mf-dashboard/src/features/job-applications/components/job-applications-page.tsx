import { Card, Descriptions, Empty, Pagination, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { JobApplication } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { PrivateFile } from '../../../components/private-file';
import { getJobApplications } from '../api/get-job-applications';
import { useText } from '../../../messages/dictionary';

/** Each page embeds this many CVs (a PDF viewer each): few, so that a phone stays quick. */
const pageSize = 5;

/** When an application was sent: day and time, Dhaka time. */
const sentFormat: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

function ApplicationCard({ application }: { application: JobApplication }) {
  const t = useText();
  const { date } = useFormat();
  const job = application.jobInfo.title || t('jobApplications.unknownJob');
  return (
    <Card title={<h2 className="content-card__title">{job}</h2>} className="content-card application">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'name', label: t('jobApplications.applicant'), children: application.name },
          {
            key: 'email',
            label: t('jobApplications.email'),
            children: <a href={`mailto:${application.email}`}>{application.email}</a>,
          },
          { key: 'mobile', label: t('jobApplications.mobile'), children: application.mobile },
          {
            key: 'sent',
            label: t('jobApplications.sent'),
            children: date(application.createdAt, sentFormat),
          },
          ...(application.cover
            ? [{ key: 'note', label: t('jobApplications.note'), span: 2, children: application.cover }]
            : []),
        ]}
      />
      <PrivateFile
        name={application.cv}
        title={t('jobApplications.cvTitle', { name: application.name, job })}
        downloadLabel={t('jobApplications.download')}
        downloadName={`cv-${application.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`}
      />
    </Card>
  );
}

/** /dashboard/jobs-request: each application: the job title, the CV embedded and a Download link. */
export function JobApplicationsPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-job-applications:${page}`, (signal) =>
    getJobApplications({ page, size: pageSize }, signal),
  );
  const shown = state.data?.items ?? [];
  const total = state.data?.total ?? 0;
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('jobApplications.title')}</h1>
      </div>
      <p>{t('jobApplications.intro')}</p>
      <LoadError state={state} />
      <Spin spinning={state.loading}>
        {shown.length === 0 && !state.loading && <Empty description={t('jobApplications.empty')} />}
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
          showTotal={(count) => t('jobApplications.total', { count })}
          onChange={(next) => setParams(next > 1 ? { page: String(next - 1) } : {})}
        />
      )}
    </section>
  );
}

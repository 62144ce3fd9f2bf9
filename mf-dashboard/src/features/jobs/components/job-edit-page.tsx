import { Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { getJob } from '../api/get-job';
import { useText } from '../../../messages/dictionary';
import { JobForm } from './job-form';

/** /dashboard/jobs/edit/:slug: the job's fields and `Create Job`. */
export function JobEditPage() {
  const t = useText();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const state = useApi(`dashboard-job:${slug}`, (signal) => getJob(slug, signal));
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('jobs.editTitle')}</h1>
        <Link to="/dashboard/jobs">{t('jobs.back')}</Link>
      </div>
      <LoadError state={state} />
      {state.loading && <Skeleton active />}
      {state.data && !state.loading && (
        <JobForm key={state.data._id} job={state.data} onSaved={() => navigate('/dashboard/jobs')} />
      )}
    </section>
  );
}

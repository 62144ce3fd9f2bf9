import { Link, useNavigate } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';
import { JobForm } from './job-form';

/** /dashboard/jobs/create */
export function JobCreatePage() {
  const t = useText();
  const navigate = useNavigate();
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('jobs.createTitle')}</h1>
        <Link to="/dashboard/jobs">{t('jobs.back')}</Link>
      </div>
      <JobForm onSaved={() => navigate('/dashboard/jobs')} />
    </section>
  );
}

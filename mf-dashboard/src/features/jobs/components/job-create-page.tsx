import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../messages';
import { JobForm } from './job-form';

/** /dashboard/jobs/create */
export function JobCreatePage() {
  const navigate = useNavigate();
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.createTitle}</h1>
        <Link to="/dashboard/jobs">{messages.back}</Link>
      </div>
      <JobForm onSaved={() => navigate('/dashboard/jobs')} />
    </section>
  );
}

import { Link } from 'react-router-dom';
import { LoadState, useApi, useFormat } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';
import { dayFormat } from '../../../format';
import { getJobs } from '../api/get-jobs';
import { jobText, salaryText } from '../job-text';
import { useText } from '../../../messages/dictionary';
import './jobs.css';

function JobCard({ job }: { job: Job }) {
  const t = useText();
  const format = useFormat();
  const title = jobText(job, 'title', format);
  return (
    <li className="job-card kit-panel" data-testid="job-card">
      <h3 className="job-card__title">
        <Link to={`/jobs/${encodeURIComponent(job.slug)}`}>{title}</Link>
      </h3>
      <dl className="job-facts">
        <div>
          <dt>{t('jobs.vacancy')}</dt>
          <dd>{t('jobs.vacancies', { count: job.vacancy })}</dd>
        </div>
        <div>
          <dt>{t('jobs.deadline')}</dt>
          <dd>
            <time dateTime={job.deadline}>{format.date(job.deadline, dayFormat)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('jobs.location')}</dt>
          <dd>{jobText(job, 'location', format)}</dd>
        </div>
        <div>
          <dt>{t('jobs.salary')}</dt>
          <dd>{salaryText(job, format, t('jobs.negotiable'))}</dd>
        </div>
      </dl>
      <Link
        to={`/jobs/${encodeURIComponent(job.slug)}`}
        className="kit-button kit-button--ghost job-card__more"
        aria-label={t('jobs.viewJobNamed', { title })}
      >
        {t('jobs.viewJob')}
      </Link>
    </li>
  );
}

/** /career: why work here, then the open jobs, each linking to /jobs/:slug. */
export function CareerPage() {
  const t = useText();
  const state = useApi('jobs', (signal) => getJobs(signal));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('jobs.careerTitle')}</h1>
      <p className="career-intro">{t('jobs.careerIntro')}</p>
      <h2 className="kit-section__title career-heading">{t('jobs.openJobs')}</h2>
      <LoadState state={state}>
        {(jobs) =>
          jobs.length === 0 ? (
            <div className="kit-empty">
              <p className="kit-empty__title">{t('jobs.noJobsTitle')}</p>
              <p>{t('jobs.noJobsText')}</p>
            </div>
          ) : (
            <ul className="job-list">
              {jobs.map((job) => (
                <JobCard key={job._id} job={job} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

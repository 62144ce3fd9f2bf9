import { Link } from 'react-router-dom';
import { LoadState, useApi } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';
import { formatDate } from '../../../format';
import { getJobs } from '../api/get-jobs';
import { jobsMessages as t } from '../messages';
import './jobs.css';

function JobCard({ job }: { job: Job }) {
  return (
    <li className="job-card kit-panel" data-testid="job-card">
      <h3 className="job-card__title">
        <Link to={`/jobs/${encodeURIComponent(job.slug)}`}>{job.title}</Link>
      </h3>
      <dl className="job-facts">
        <div>
          <dt>{t.vacancy}</dt>
          <dd>{t.vacancies(job.vacancy)}</dd>
        </div>
        <div>
          <dt>{t.deadline}</dt>
          <dd>
            <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.location}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{t.salary}</dt>
          <dd>{job.salary}</dd>
        </div>
      </dl>
      <Link
        to={`/jobs/${encodeURIComponent(job.slug)}`}
        className="kit-button kit-button--ghost job-card__more"
        aria-label={t.viewJobNamed(job.title)}
      >
        {t.viewJob}
      </Link>
    </li>
  );
}

/** /career: why work here, then the open jobs, each linking to /jobs/:slug. */
export function CareerPage() {
  const state = useApi('jobs', (signal) => getJobs(signal));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t.careerTitle}</h1>
      <p className="career-intro">{t.careerIntro}</p>
      <h2 className="kit-section__title career-heading">{t.openJobs}</h2>
      <LoadState state={state}>
        {(jobs) =>
          jobs.length === 0 ? (
            <div className="kit-empty">
              <p className="kit-empty__title">{t.noJobsTitle}</p>
              <p>{t.noJobsText}</p>
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

import { Link, useParams } from 'react-router-dom';
import { LoadState, useApi, useFormat, usePageTitle } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';
import { dayFormat } from '../../../format';
import { getJob } from '../api/get-job';
import { jobText, salaryText } from '../job-text';
import { useText } from '../../../messages/dictionary';
import { ApplyForm } from './apply-form';
import './jobs.css';

/**
 * A block of text: paragraphs at blank lines, a list when its lines start with -, • or * (or, with
 * `oneALine`, whenever a block has several lines: the form asks for skills "one a line").
 */
function TextBlock({ text, oneALine = false }: { text: string; oneALine?: boolean }) {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split(/\r?\n/).map((l) => l.trim());
        if (lines.length > 1 && (oneALine || lines.every((l) => /^[-•*]\s*/.test(l))))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{l.replace(/^[-•*]\s*/, '')}</li>
              ))}
            </ul>
          );
        return <p key={i}>{block}</p>;
      })}
    </>
  );
}

const sections = ['desc', 'skills', 'accountabilities', 'eduReq'] as const;

function JobDetails({ job }: { job: Job }) {
  const t = useText();
  const format = useFormat();
  const title = jobText(job, 'title', format);
  usePageTitle(title, jobText(job, 'desc', format));
  const facts = [
    { label: t('jobs.vacancy'), value: t('jobs.vacancies', { count: job.vacancy }) },
    { label: t('jobs.experience'), value: jobText(job, 'experience', format) },
    { label: t('jobs.deadline'), value: format.date(job.deadline, dayFormat) },
    { label: t('jobs.location'), value: jobText(job, 'location', format) },
    { label: t('jobs.salary'), value: job.salary && salaryText(job, format, t('jobs.negotiable')) },
    { label: t('jobs.ref'), value: job.ref },
  ].filter((f) => f.value);
  return (
    <div className="job-layout">
      <article className="job-detail">
        <h1 className="kit-page__title">{title}</h1>
        <dl className="job-facts job-facts--detail kit-panel">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {sections
          .map((key) => ({ key, text: jobText(job, key, format) }))
          .filter(({ text }) => text.trim())
          .map(({ key, text }) => (
            <section key={key} className="job-section">
              <h2>{t(`jobs.${key}`)}</h2>
              <TextBlock text={text} oneALine={key !== 'desc'} />
            </section>
          ))}
      </article>
      <aside className="job-apply kit-panel" aria-labelledby="apply-title">
        <h2 id="apply-title">{t('jobs.applyTitle')}</h2>
        {job.open ? (
          <>
            <p className="job-apply__intro">{t('jobs.applyIntro')}</p>
            <ApplyForm slug={job.slug} jobTitle={title} />
          </>
        ) : (
          <p className="kit-badge kit-badge--danger">{t('jobs.closed')}</p>
        )}
      </aside>
    </div>
  );
}

/** /jobs/:slug — the job's fields and the Apply form. */
export function JobPage() {
  const t = useText();
  const { slug = '' } = useParams();
  const state = useApi(`job:${slug}`, (signal) => getJob(slug, signal));
  return (
    <section className="kit-container kit-page">
      <p className="job-back">
        <Link to="/career" className="kit-link-more">
          {t('jobs.allJobs')}
        </Link>
      </p>
      <LoadState state={state}>{(job) => <JobDetails job={job} />}</LoadState>
    </section>
  );
}

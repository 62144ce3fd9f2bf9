import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import {
  createJobBodySchema,
  updateJobBodySchema,
  type CreateJobBody as JobBody,
  type Job,
} from '@tyre/contracts';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { createJob } from '../api/create-job';
import { updateJob } from '../api/update-job';
import { useText } from '../../../messages/dictionary';

export type JobValues = Omit<JobBody, 'vacancy'> & { vacancy: number | null };

const textFields = [
  'title',
  'experience',
  'deadline',
  'desc',
  'skills',
  'accountabilities',
  'eduReq',
  'location',
  'salary',
  'ref',
  'titleBn',
  'experienceBn',
  'descBn',
  'skillsBn',
  'accountabilitiesBn',
  'eduReqBn',
  'locationBn',
  'salaryBn',
] as const;

const empty: JobValues = {
  title: '',
  vacancy: 1,
  experience: '',
  deadline: '',
  desc: '',
  skills: '',
  accountabilities: '',
  eduReq: '',
  location: '',
  salary: '',
  ref: '',
  titleBn: '',
  experienceBn: '',
  descBn: '',
  skillsBn: '',
  accountabilitiesBn: '',
  eduReqBn: '',
  locationBn: '',
  salaryBn: '',
};

const toValues = (job?: Job): JobValues =>
  job
    ? ({
        ...Object.fromEntries(textFields.map((name) => [name, job[name] ?? ''])),
        vacancy: job.vacancy,
        deadline: (job.deadline ?? '').slice(0, 10),
      } as JobValues)
    : empty;

const toWire = (values: JobValues): JobBody => ({
  ...(Object.fromEntries(textFields.map((name) => [name, (values[name] ?? '').trim()])) as Omit<
    JobBody,
    'vacancy'
  >),
  vacancy: values.vacancy ?? 0,
});

/** A new job's Bangla fields are left out when empty; an edit sends '' to clear one. */
const withoutBlankBangla = (wire: JobBody): JobBody =>
  Object.fromEntries(
    Object.entries(wire).filter(([key, value]) => !key.endsWith('Bn') || value !== ''),
  ) as JobBody;

const wide = new Set([
  'desc',
  'skills',
  'accountabilities',
  'eduReq',
  'descBn',
  'skillsBn',
  'accountabilitiesBn',
  'eduReqBn',
]);

/**
 * The job form of /dashboard/jobs/create and /dashboard/jobs/edit/:slug: title, vacancy,
 * experience, deadline (a date), desc, skills, accountabilities, eduReq, location, salary, ref and
 * the spec's `Create Job` submit. Each text has its optional Bangla twin beside it.
 */
export function JobForm({ job, onSaved }: { job?: Job; onSaved: () => void }) {
  const t = useText();
  const labels = {
    title: t('jobs.labels.title'),
    vacancy: t('jobs.labels.vacancy'),
    experience: t('jobs.labels.experience'),
    deadline: t('jobs.labels.deadline'),
    desc: t('jobs.labels.desc'),
    skills: t('jobs.labels.skills'),
    accountabilities: t('jobs.labels.accountabilities'),
    eduReq: t('jobs.labels.eduReq'),
    location: t('jobs.labels.location'),
    salary: t('jobs.labels.salary'),
    ref: t('jobs.labels.ref'),
    titleBn: t('jobs.labels.titleBn'),
    experienceBn: t('jobs.labels.experienceBn'),
    descBn: t('jobs.labels.descBn'),
    skillsBn: t('jobs.labels.skillsBn'),
    accountabilitiesBn: t('jobs.labels.accountabilitiesBn'),
    eduReqBn: t('jobs.labels.eduReqBn'),
    locationBn: t('jobs.labels.locationBn'),
    salaryBn: t('jobs.labels.salaryBn'),
  };
  const [form] = Form.useForm<JobValues>();
  const { submit, saving, clearEdited } = useValidatedSubmit<JobValues, JobBody>({
    form,
    schema: job ? updateJobBodySchema : createJobBodySchema,
    labels,
    toWire,
    original: job ? toWire(toValues(job)) : null,
    send: (wire, changes) =>
      job ? updateJob(job.slug || job._id, changes) : createJob(withoutBlankBangla(wire)),
    success: job ? t('jobs.updated') : t('jobs.created'),
    onSaved,
  });

  const text = (name: (typeof textFields)[number], extra?: string) => {
    const bangla = name.endsWith('Bn') ? 'bn' : undefined;
    return (
      <Form.Item name={name} label={labels[name]} extra={extra ?? (bangla && t('jobs.hints.optional'))}>
        {wide.has(name) ? (
          <Input.TextArea rows={name.startsWith('desc') ? 6 : 4} lang={bangla} />
        ) : (
          <Input lang={bangla} />
        )}
      </Form.Item>
    );
  };

  return (
    <Form<JobValues>
      form={form}
      layout="vertical"
      initialValues={toValues(job)}
      onFinish={submit}
      onValuesChange={clearEdited}
      name="job"
      style={{ maxWidth: 960 }}
    >
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="title" label={labels.title} required>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          {text('titleBn')}
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="vacancy" label={labels.vacancy} required>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="deadline" label={labels.deadline} required>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          {text('ref', t('jobs.hints.ref'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('experience', t('jobs.hints.experience'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('experienceBn')}
        </Col>
        <Col xs={24} lg={12}>
          {text('location')}
        </Col>
        <Col xs={24} lg={12}>
          {text('locationBn')}
        </Col>
        <Col xs={24} lg={12}>
          {text('salary', t('jobs.hints.salary'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('salaryBn', t('jobs.hints.salaryBn'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('desc')}
        </Col>
        <Col xs={24} lg={12}>
          {text('descBn')}
        </Col>
        <Col xs={24} lg={12}>
          {text('skills', t('jobs.hints.lines'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('skillsBn', t('jobs.hints.lines'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('accountabilities', t('jobs.hints.lines'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('accountabilitiesBn', t('jobs.hints.lines'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('eduReq', t('jobs.hints.lines'))}
        </Col>
        <Col xs={24} lg={12}>
          {text('eduReqBn', t('jobs.hints.lines'))}
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {t('jobs.submit')}
      </Button>
    </Form>
  );
}

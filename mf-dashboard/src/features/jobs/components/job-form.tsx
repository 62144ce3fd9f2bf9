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
import { messages } from '../messages';

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

const wide = new Set(['desc', 'skills', 'accountabilities', 'eduReq']);

/**
 * The job form of /dashboard/jobs/create and /dashboard/jobs/edit/:slug: title, vacancy,
 * experience, deadline (a date), desc, skills, accountabilities, eduReq, location, salary, ref and
 * the spec's `Create Job` submit.
 */
export function JobForm({ job, onSaved }: { job?: Job; onSaved: () => void }) {
  const [form] = Form.useForm<JobValues>();
  const { submit, saving, clearEdited } = useValidatedSubmit<JobValues, JobBody>({
    form,
    schema: job ? updateJobBodySchema : createJobBodySchema,
    labels: messages.labels,
    toWire,
    original: job ? toWire(toValues(job)) : null,
    send: (wire, changes) => (job ? updateJob(job.slug || job._id, changes) : createJob(wire)),
    success: job ? messages.updated : messages.created,
    onSaved,
  });

  const text = (name: (typeof textFields)[number], extra?: string) => (
    <Form.Item name={name} label={messages.labels[name]} extra={extra}>
      {wide.has(name) ? <Input.TextArea rows={name === 'desc' ? 6 : 4} /> : <Input />}
    </Form.Item>
  );

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
          <Form.Item name="title" label={messages.labels.title} required>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="vacancy" label={messages.labels.vacancy} required>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item name="deadline" label={messages.labels.deadline} required>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          {text('experience', messages.hints.experience)}
        </Col>
        <Col xs={24} lg={12}>
          {text('location')}
        </Col>
        <Col xs={24} lg={12}>
          {text('salary', messages.hints.salary)}
        </Col>
        <Col xs={24} lg={12}>
          {text('ref', messages.hints.ref)}
        </Col>
        <Col xs={24}>{text('desc')}</Col>
        <Col xs={24} lg={12}>
          {text('skills', messages.hints.lines)}
        </Col>
        <Col xs={24} lg={12}>
          {text('accountabilities', messages.hints.lines)}
        </Col>
        <Col xs={24}>{text('eduReq', messages.hints.lines)}</Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {messages.submit}
      </Button>
    </Form>
  );
}

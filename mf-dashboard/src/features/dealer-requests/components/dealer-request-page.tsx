import { Button, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { UpdateDealerRequestBody } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { PrivateFile } from '../../../components/private-file';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { getDealerRequest } from '../api/get-dealer-request';
import { updateDealerRequest } from '../api/update-dealer-request';
import { messages } from '../messages';
import { requestDate } from './dealer-requests-page';
import { RequestStatusTag } from './status-tag';

/** /dashboard/requests/:slug: name, company name, email, mobile, message, the file; handled and archived. */
export function DealerRequestPage() {
  const { slug = '' } = useParams();
  const state = useApi(`dashboard-dealer-request:${slug}`, (signal) => getDealerRequest(slug, signal));
  const [busy, setBusy] = useState(false);
  const request = state.data;

  const flag = async (body: UpdateDealerRequestBody) => {
    setBusy(true);
    if (await runWithToasts(() => updateDealerRequest(slug, body), messages.saved)) state.reload();
    setBusy(false);
  };

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.detailTitle}</h1>
        <Link to="/dashboard/requests">{messages.back}</Link>
      </div>
      <LoadError state={state} />
      {!request && state.loading && <Skeleton active />}
      {request && (
        <>
          <Descriptions
            bordered
            column={1}
            size="small"
            className="content-details"
            items={[
              { key: 'name', label: messages.fields.name, children: request.name },
              { key: 'companyName', label: messages.fields.companyName, children: request.companyName },
              {
                key: 'email',
                label: messages.fields.email,
                children: <a href={`mailto:${request.email}`}>{request.email}</a>,
              },
              {
                key: 'mobile',
                label: messages.fields.mobile,
                children: <a href={`tel:${request.mobile}`}>{request.mobile}</a>,
              },
              {
                key: 'message',
                label: messages.fields.message,
                children: <span className="content-details__message">{request.message}</span>,
              },
              { key: 'date', label: messages.fields.date, children: requestDate(request.createdAt) },
              {
                key: 'status',
                label: messages.columns.status,
                children: <RequestStatusTag request={request} />,
              },
            ]}
          />
          <Space wrap className="content-details__actions">
            <Button loading={busy} onClick={() => flag({ handled: !request.handled })}>
              {request.handled ? messages.markNew : messages.markHandled}
            </Button>
            <Button loading={busy} onClick={() => flag({ archived: !request.archived })}>
              {request.archived ? messages.unarchive : messages.archive}
            </Button>
          </Space>
          {request.file && (
            <>
              <h2>{messages.fields.file}</h2>
              <PrivateFile
                name={request.file}
                title={messages.fileTitle(request.name)}
                downloadLabel={messages.download}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

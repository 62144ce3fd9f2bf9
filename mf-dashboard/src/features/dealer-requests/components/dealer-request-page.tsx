import { Button, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { UpdateDealerRequestBody } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { PrivateFile } from '../../../components/private-file';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { getDealerRequest } from '../api/get-dealer-request';
import { updateDealerRequest } from '../api/update-dealer-request';
import { useText } from '../../../messages/dictionary';
import { requestDate } from './dealer-requests-page';
import { MakeDealer } from './make-dealer';
import { RequestStatusTag } from './status-tag';

/** /dashboard/requests/:slug: name, company name, email, mobile, message, the file; handled and archived. */
export function DealerRequestPage() {
  const t = useText();
  const { date } = useFormat();
  const { slug = '' } = useParams();
  const state = useApi(`dashboard-dealer-request:${slug}`, (signal) => getDealerRequest(slug, signal));
  const [busy, setBusy] = useState(false);
  const request = state.data;

  const flag = async (body: UpdateDealerRequestBody) => {
    setBusy(true);
    if (await runWithToasts(() => updateDealerRequest(slug, body), t('dealerRequests.saved'))) state.reload();
    setBusy(false);
  };

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('dealerRequests.detailTitle')}</h1>
        <Link to="/dashboard/requests">{t('dealerRequests.back')}</Link>
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
              { key: 'name', label: t('dealerRequests.fields.name'), children: request.name },
              {
                key: 'companyName',
                label: t('dealerRequests.fields.companyName'),
                children: request.companyName,
              },
              {
                key: 'email',
                label: t('dealerRequests.fields.email'),
                children: <a href={`mailto:${request.email}`}>{request.email}</a>,
              },
              {
                key: 'mobile',
                label: t('dealerRequests.fields.mobile'),
                children: <a href={`tel:${request.mobile}`}>{request.mobile}</a>,
              },
              {
                key: 'message',
                label: t('dealerRequests.fields.message'),
                children: <span className="content-details__message">{request.message}</span>,
              },
              {
                key: 'date',
                label: t('dealerRequests.fields.date'),
                children: date(request.createdAt, requestDate),
              },
              {
                key: 'status',
                label: t('dealerRequests.columns.status'),
                children: <RequestStatusTag request={request} />,
              },
            ]}
          />
          <Space wrap className="content-details__actions">
            <Button loading={busy} onClick={() => flag({ handled: !request.handled })}>
              {request.handled ? t('dealerRequests.markNew') : t('dealerRequests.markHandled')}
            </Button>
            <Button loading={busy} onClick={() => flag({ archived: !request.archived })}>
              {request.archived ? t('dealerRequests.unarchive') : t('dealerRequests.archive')}
            </Button>
            <MakeDealer request={request} onMade={state.reload} />
          </Space>
          {request.file && (
            <>
              <h2>{t('dealerRequests.fields.file')}</h2>
              <PrivateFile
                name={request.file}
                title={t('dealerRequests.fileTitle', { name: request.name })}
                downloadLabel={t('dealerRequests.download')}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

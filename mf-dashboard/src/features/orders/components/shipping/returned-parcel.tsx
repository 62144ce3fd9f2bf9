import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { errorMessage, notify, useFormat } from '@tyre/web-kit';
import { announceOrdersChanged } from '../../../../lib/orders-changed';
import { resolveReturn } from '../../api/resolve-return';
import { orderDateFormat } from '../../order-text';
import { useShippingText } from '../../shipping-messages/dictionary';

/**
 * A returned order: why and when the parcel came back, the courier's or admin's note, and, until
 * an admin decides (once), putting its goods back into stock or keeping them out; then what was
 * decided, by whom and when. Hands the updated order up.
 */
export function ReturnedParcel({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useShippingText();
  const { date, number } = useFormat();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'restock' | 'keep' | null>(null);
  const back = order.parcelReturn;
  if (order.status !== 'returned' || !back) return null;
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  const resolution = back.resolution;

  const decide = async (restock: boolean) => {
    setBusy(restock ? 'restock' : 'keep');
    try {
      const trimmed = note.trim();
      const answer = await resolveReturn(order._id, { restock, ...(trimmed ? { note: trimmed } : {}) });
      notify.success(
        t(restock ? 'return.doneRestock' : 'return.doneKeepOut', { reference: answer.order.reference }),
      );
      setNote('');
      onChange(answer.order);
      announceOrdersChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="shipping__section" aria-labelledby="returned-parcel" data-testid="returned-parcel">
      <h3 id="returned-parcel" className="shipping__heading">
        {t('return.title')}
      </h3>
      <p>
        <strong>{t(`return.reason.${back.reason}`)}</strong> ·{' '}
        {t('return.when', { when: date(back.at, orderDateFormat) })}
      </p>
      {back.note && <p>{t('return.note', { note: back.note })}</p>}
      {resolution ? (
        <p data-testid="return-resolution">
          {t(resolution.restocked ? 'return.restocked' : 'return.keptOut', {
            name: resolution.by.name,
            when: date(resolution.at, orderDateFormat),
          })}
        </p>
      ) : (
        <>
          <p>{t('return.decide')}</p>
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-label={t('return.noteLabel')}
            placeholder={t('return.noteLabel')}
            maxLength={300}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
          <Space wrap className="shipping__actions">
            <Popconfirm
              title={t('return.confirmRestock', { units: number(units) })}
              okText={t('return.yes')}
              cancelText={t('return.no')}
              onConfirm={() => decide(true)}
            >
              <Button type="primary" loading={busy === 'restock'} disabled={busy !== null}>
                {t('return.restock')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('return.confirmKeepOut')}
              okText={t('return.yes')}
              cancelText={t('return.no')}
              onConfirm={() => decide(false)}
            >
              <Button danger loading={busy === 'keep'} disabled={busy !== null}>
                {t('return.keepOut')}
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </section>
  );
}

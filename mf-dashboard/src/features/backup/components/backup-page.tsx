import { useState } from 'react';
import { Button, Card } from 'antd';
import { useText } from '../../../messages/dictionary';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { downloadBackup } from '../api/download-backup';
import './backup-page.css';

/**
 * /dashboard/backup: a backup of the whole shop (its data and uploaded files) as one download,
 * taken while the shop keeps taking orders, and how to bring one back.
 */
export function BackupPage() {
  const t = useText();
  const [working, setWorking] = useState(false);
  const download = async () => {
    setWorking(true);
    await runWithToasts(downloadBackup, t('backup.downloaded'));
    setWorking(false);
  };
  return (
    <section className="backup">
      <h1>{t('backup.title')}</h1>
      <Card
        className="backup__card"
        title={<h2 className="backup__card-title">{t('backup.downloadTitle')}</h2>}
      >
        <p>{t('backup.intro')}</p>
        <p>{t('backup.private')}</p>
        <Button type="primary" onClick={download} loading={working}>
          {working ? t('backup.preparing') : t('backup.download')}
        </Button>
      </Card>
      <Card
        className="backup__card"
        title={<h2 className="backup__card-title">{t('backup.restoreTitle')}</h2>}
      >
        <p>{t('backup.restore')}</p>
        <pre className="backup__command" dir="ltr">
          <code>pnpm restore tyre-backup-….tar.gz</code>
        </pre>
        <p>{t('backup.schedule')}</p>
      </Card>
    </section>
  );
}

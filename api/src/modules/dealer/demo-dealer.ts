import type { CheckedFile } from '../../lib/files/upload';
import { renderDemoPdf } from '../../seed/demo-pdf';
import { renderScene } from '../../seed/scene';
import type { DealerService } from './dealer.service';

const DEMO_REQUESTS = [
  {
    name: 'Abdul Karim',
    companyName: 'Karim Tyre House',
    email: 'karim.tyres@example.com',
    mobile: '01711223344',
    message:
      'We run a tyre and battery shop on the Bogura–Rangpur highway for twelve years and would like to become your dealer for motorcycle and three-wheeler tyres. Our trade licence is attached.',
    file: 'pdf' as const,
  },
  {
    name: 'Nusrat Jahan',
    companyName: 'Jahan Auto Parts',
    email: 'nusrat@jahanauto.example.com.bd',
    mobile: '01899887766',
    message:
      'We have two outlets in Khulna city and want to add your car and light truck tyres. A photo of our main shop is attached.',
    file: 'image' as const,
  },
  {
    name: 'Rubel Mia',
    companyName: 'Sylhet Wheel Centre',
    email: 'rubel.mia@example.com',
    mobile: '01912345000',
    message: 'Please send your dealership terms for Sylhet and Moulvibazar. Our company profile is attached.',
    file: 'pdf' as const,
  },
];

const DAY = 86_400_000;

export async function seedDemoDealerRequests(service: DealerService): Promise<void> {
  for (const [i, r] of DEMO_REQUESTS.entries()) {
    const { file: kind, ...body } = r;
    const buffer =
      kind === 'pdf'
        ? await renderDemoPdf(`${r.companyName} — trade licence`, [
            `Proprietor: ${r.name}`,
            `Mobile: ${r.mobile}   E-mail: ${r.email}`,
            'Trade licence no. 0123/2026, issued by the city corporation. Valid until 30 June 2027.',
          ])
        : await renderScene({ width: 1200, height: 800, kind: 'shop', seed: 40 + i });
    const file: CheckedFile = {
      field: 'file',
      buffer,
      size: buffer.length,
      type:
        kind === 'pdf'
          ? { ext: 'pdf', contentType: 'application/pdf', kind: 'document' }
          : { ext: 'png', contentType: 'image/png', kind: 'image' },
    };
    await service.submit(body, file, new Date(Date.now() - (DEMO_REQUESTS.length - i) * DAY).toISOString());
  }
}

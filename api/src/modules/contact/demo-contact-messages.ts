import type { ContactMessagesService } from './contact-messages.service';

const DEMO_MESSAGES = [
  {
    name: 'Tanvir Hossain',
    email: 'tanvir@example.com.bd',
    mobile: '',
    subject: 'Tyre for a Toyota Axio',
    message:
      'Which of your tyres fits a 2016 Toyota Axio (185/65 R15), and which dealer in Mirpur has it in stock?',
    read: true,
  },
  {
    name: 'Shirin Sultana',
    email: '',
    mobile: '01755443322',
    subject: 'Warranty claim',
    message:
      'My rear motorcycle tyre cracked on the sidewall after four months. How do I claim the warranty?',
    read: false,
  },
  {
    name: 'Kamal Uddin',
    email: 'kamal.uddin@example.com',
    mobile: '01611223344',
    subject: 'Tyre check camp in Cumilla',
    message:
      'When will the free tyre check camp come to Cumilla? Our CNG drivers’ association would like to join.',
    read: false,
  },
];

export async function seedDemoContactMessages(service: ContactMessagesService): Promise<void> {
  for (const [i, { read, ...m }] of DEMO_MESSAGES.entries()) {
    await service.send(m, new Date(Date.now() - (DEMO_MESSAGES.length - i) * 7_200_000).toISOString(), read);
  }
}

import type { ContactMessage, ContactMessageBody, ContactMessageCounts } from '@tyre/contracts';
import { notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { ContactMessagesRepository } from './contact-messages.repository';

/** Messages visitors send from the contact page; admins read, mark and delete them. */
export class ContactMessagesService {
  private readonly messages: ContactMessagesRepository;

  constructor(store: Store) {
    this.messages = new ContactMessagesRepository(store);
  }

  /** Stores the message (before the 2xx is sent); a filled honeypot stores nothing. */
  async send(body: ContactMessageBody, createdAt?: string, read = false): Promise<void> {
    if (body.website) return;
    await this.messages.insert({
      name: body.name,
      email: body.email ?? '',
      mobile: body.mobile ?? '',
      subject: body.subject,
      message: body.message,
      read,
      createdAt: createdAt ?? new Date().toISOString(),
    });
  }

  list(unreadOnly: boolean, page: number, size: number): Promise<{ items: ContactMessage[]; total: number }> {
    return this.messages.page(unreadOnly, page, size);
  }

  counts(): Promise<ContactMessageCounts> {
    return this.messages.counts();
  }

  async markRead(id: string, read: boolean): Promise<ContactMessage> {
    const doc = await this.messages.setRead(id, read);
    if (!doc) throw notFound('Message');
    return doc;
  }

  async delete(id: string): Promise<void> {
    if (!(await this.messages.delete(id))) throw notFound('Message');
  }
}

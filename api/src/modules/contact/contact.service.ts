import type { ContactInfo } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';
import { ContactRepository } from './contact.repository';

const EMPTY: ContactInfo = { blurb: '', offices: [], phones: [], email: '', social: [] };

/** What other modules may read of the contact details (the invoices print the offices). */
export interface ContactDetailsReader {
  get(): Promise<ContactInfo>;
}

export class ContactService implements ContactDetailsReader {
  private readonly contact: ContactRepository;

  constructor(store: Store) {
    this.contact = new ContactRepository(store);
  }

  /** The footer's and the contact page's details; empty fields before an admin saved any. */
  async get(): Promise<ContactInfo> {
    return (await this.contact.read()) ?? EMPTY;
  }

  async update(info: ContactInfo): Promise<ContactInfo> {
    await this.contact.save(info);
    return this.get();
  }

  /** Saves the demo details unless details exist already. */
  async seed(info: ContactInfo): Promise<void> {
    if (!(await this.contact.read())) await this.contact.save(info);
  }
}

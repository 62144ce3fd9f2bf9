import type { ContactInfo } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';
import { ContactRepository } from './contact.repository';

const EMPTY: ContactInfo = { blurb: '', blurbBn: '', offices: [], phones: [], email: '', social: [] };

/** Details saved before the Bangla twins existed (or without them) answer them as ''. */
const withBangla = (info: ContactInfo): ContactInfo => ({
  ...info,
  blurbBn: info.blurbBn ?? '',
  offices: info.offices.map((office) => ({
    ...office,
    nameBn: office.nameBn ?? '',
    addressBn: office.addressBn ?? '',
  })),
});

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
    const info = await this.contact.read();
    return info ? withBangla(info) : EMPTY;
  }

  /** Replaces the details: a Bangla twin left out is saved as '' (the whole record is replaced). */
  async update(info: ContactInfo): Promise<ContactInfo> {
    await this.contact.save(withBangla(info));
    return this.get();
  }

  /** Saves the demo details unless details exist already. */
  async seed(info: ContactInfo): Promise<void> {
    if (!(await this.contact.read())) await this.contact.save(info);
  }
}

import type { ContactInfo } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';

/**
 * A read interface on the contact details for other modules (the orders module prints the
 * offices on invoices), so that they never reach into the `settings` collection themselves.
 */
export function contactDetails(store: Store): () => Promise<ContactInfo> {
  const col = store.collection<ContactInfo & { _id: string }>('settings');
  return async () => {
    const doc = await col.findById('contact');
    return {
      blurb: doc?.blurb ?? '',
      offices: doc?.offices ?? [],
      phones: doc?.phones ?? [],
      email: doc?.email ?? '',
      social: doc?.social ?? [],
    };
  };
}

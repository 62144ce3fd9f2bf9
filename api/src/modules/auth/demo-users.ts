import type { RegisterBody } from '@tyre/contracts';

/** Demo customers (password `customer123`), listed in the README. */
export const DEMO_CUSTOMERS = [
  { name: 'Rahim Uddin', email: 'rahim@example.com.bd', mobile: '01711000001' },
  { name: 'Karima Begum', email: 'karima@example.com', mobile: '01811000002' },
  { name: 'Tanvir Hasan', email: 'tanvir@example.com.bd', mobile: '01911000003' },
];
export const DEMO_PASSWORD = 'customer123';

/** Registers the demo customers through the auth service (its `register`). */
export async function seedDemoUsers(service: {
  register(body: RegisterBody, client: string | null): Promise<unknown>;
}): Promise<void> {
  for (const c of DEMO_CUSTOMERS) {
    await service.register({ ...c, password: DEMO_PASSWORD }, null).catch((e: Error) => {
      if ((e as { code?: string }).code !== 'conflict') throw e;
    });
  }
}

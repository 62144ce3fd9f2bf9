import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactInfo } from '@tyre/contracts';
import { ok, testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { SiteFooter } from '../site-footer';

const contact: ContactInfo = {
  blurb: 'Tyres for every road in Bangladesh.',
  blurbBn: 'বাংলাদেশের প্রতিটি পথের জন্য টায়ার।',
  offices: [
    { name: 'Head office', address: 'Banani, Dhaka', nameBn: 'প্রধান কার্যালয়', addressBn: 'বনানী, ঢাকা' },
    { name: 'Depot', address: 'Tongi, Gazipur', nameBn: '', addressBn: '' },
  ],
  phones: ['+880 1711-000000'],
  email: 'info@example.com.bd',
  social: [],
};

testApiForFile({ 'GET /contact': ok(contact) });
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the footer’s contact details', () => {
  it('when the page is in Bangla, then the blurb and offices show their Bangla twins, and English where an office has none', async () => {
    await act(() => changeLanguage('bn'));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(await screen.findByText('প্রধান কার্যালয়')).toBeTruthy();
    expect(screen.getByText('বাংলাদেশের প্রতিটি পথের জন্য টায়ার।')).toBeTruthy();
    expect(screen.getByText('বনানী, ঢাকা')).toBeTruthy();
    expect(screen.getByText('Depot')).toBeTruthy();
    expect(screen.queryByText('Head office')).toBeNull();
    expect(screen.getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' }).getAttribute('href')).toBe('/track');
  });

  it('when the page is in English, then the English texts show', async () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Head office')).toBeTruthy();
    expect(screen.getByText('Tyres for every road in Bangladesh.')).toBeTruthy();
    // a guest's way back to an order, without an account
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe('/track');
  });
});

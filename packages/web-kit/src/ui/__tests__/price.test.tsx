import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBdt } from '../../i18n/format';
import { Price } from '../price';

describe('BDT prices', () => {
  it('formats whole Taka with lakh grouping and the /- suffix', () => {
    expect(formatBdt(1234567)).toBe('BDT 12,34,567/-');
    expect(formatBdt(950)).toBe('BDT 950/-');
  });

  it('when the discount (amount off) is above 0, then the regular price is struck through beside the price paid', () => {
    const { container } = render(<Price product={{ regularPrice: 5000, discountPrice: 500, price: 4500 }} />);
    expect(container.querySelector('del')?.textContent).toBe('BDT 5,000/-');
    expect(screen.getByText('BDT 4,500/-').tagName).toBe('STRONG');
  });

  it('when the server price is missing, then the price paid is the regular price less the discount', () => {
    render(<Price product={{ regularPrice: 12500, discountPrice: 1250 }} />);
    expect(screen.getByText('BDT 11,250/-').tagName).toBe('STRONG');
  });

  it('when there is no discount, then only the regular price shows', () => {
    const { container } = render(<Price product={{ regularPrice: 5000, discountPrice: 0, price: 5000 }} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('BDT 5,000/-');
  });
});

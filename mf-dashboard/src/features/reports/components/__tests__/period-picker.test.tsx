import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from '@tyre/web-kit';
import { reportsDictionary } from '../../messages/dictionary';
import { periodFor, type Period } from '../../period';
import { PeriodPicker } from '../period-picker';

// 2026-03-10 20:00 UTC is already 2026-03-11 02:00 in Dhaka: "today" is the 11th.
const NOW = Date.parse('2026-03-10T20:00:00Z');
const clock = () => NOW;

function Harness({ start = periodFor('last30', NOW) }: { start?: Period }) {
  const [period, setPeriod] = useState(start);
  return (
    <Messages dictionary={reportsDictionary}>
      <PeriodPicker value={period} onChange={setPeriod} now={clock} />
      <output data-testid="period">{`${period.preset} ${period.from} ${period.to}`}</output>
    </Messages>
  );
}

const shown = () => screen.getByTestId('period').textContent;

async function choose(label: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('combobox', { name: 'Period' }));
  const options = await screen.findAllByText(label);
  await user.click(options.at(-1)!);
}

describe('the reports period picker', () => {
  afterEach(cleanup);

  it('when it opens, then it shows the last 30 days up to today in Dhaka', async () => {
    render(<Harness />);
    await screen.findByRole('combobox', { name: 'Period' });
    expect(shown()).toBe('last30 2026-02-10 2026-03-11');
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it.each([
    ['Last 7 days', 'last7 2026-03-05 2026-03-11'],
    ['Last 90 days', 'last90 2025-12-12 2026-03-11'],
    ['This month', 'thisMonth 2026-03-01 2026-03-11'],
  ])('when %s is chosen, then the period is those Dhaka days', async (label, expected) => {
    render(<Harness />);
    await choose(label);
    expect(shown()).toBe(expected);
  });

  it('when Custom range is chosen, then two dates show and a from after to moves to along', async () => {
    render(<Harness />);
    await choose('Custom range');
    const group = screen.getByRole('group', { name: 'Period' });
    const from = within(group).getByLabelText('From');
    const to = within(group).getByLabelText('To');
    expect(shown()).toBe('custom 2026-02-10 2026-03-11');
    fireEvent.change(to, { target: { value: '2026-02-28' } });
    expect(shown()).toBe('custom 2026-02-10 2026-02-28');
    fireEvent.change(from, { target: { value: '2026-03-05' } });
    expect(shown()).toBe('custom 2026-03-05 2026-03-05');
    fireEvent.change(from, { target: { value: '' } });
    expect(shown()).toBe('custom 2026-03-05 2026-03-05');
  });
});

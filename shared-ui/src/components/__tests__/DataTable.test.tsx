import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-support';
import { DataTable } from '../DataTable';

test('a numeric table names it by its caption, keeps the row header left and the numbers right', () => {
  renderWithProviders(
    <DataTable numeric caption="Monthly figures">
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Average</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">2026-11</th>
          <td>4.25</td>
        </tr>
      </tbody>
    </DataTable>,
  );
  expect(screen.getByRole('table', { name: 'Monthly figures' })).toBeInTheDocument();
  expect(getComputedStyle(screen.getByRole('rowheader', { name: '2026-11' })).textAlign).toBe('left');
  expect(getComputedStyle(screen.getByRole('cell', { name: '4.25' })).textAlign).toBe('right');
  expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Month' })).textAlign).toBe('left');
  expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Average' })).textAlign).toBe('right');
});

describe('a table wider than its box', () => {
  const widths = { scrollWidth: 0, clientWidth: 0 };
  let observed: (() => void) | undefined;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.clientWidth);
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  const table = (
    <DataTable caption="Accounts">
      <tbody>
        <tr>
          <td>Alex</td>
        </tr>
      </tbody>
    </DataTable>
  );

  it('scrolls in a named region keyboard users can focus, and only while it is wider', async () => {
    Object.assign(widths, { scrollWidth: 640, clientWidth: 390 });
    renderWithProviders(table);
    const region = await screen.findByRole('region', { name: 'Accounts (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Accounts' }));

    Object.assign(widths, { scrollWidth: 800, clientWidth: 800 });
    act(() => observed!());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Accounts' }).parentElement).not.toHaveAttribute('tabindex');
  });
});

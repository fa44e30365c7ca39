import { screen } from '@testing-library/react';
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

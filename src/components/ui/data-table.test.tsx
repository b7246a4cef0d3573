import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
  count: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Alpha', count: 3 },
  { id: 'b', name: 'Beta', count: 7 },
];

describe('DataTable', () => {
  it('names the table and its scrolling region, with column and row headers', () => {
    const columns: Column<Row>[] = [
      { header: 'Name', cell: (row) => row.name, rowHeader: true },
      {
        header: 'Count',
        cell: (row) => row.count,
        className: 'text-right',
        cellClassName: 'tabular-nums',
      },
    ];
    render(<DataTable label="Things" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(screen.getByRole('region', { name: 'Things' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Alpha', 'Beta']);
    const count = within(table).getByRole('cell', { name: '7' });
    expect(count).toHaveClass('text-right', 'tabular-nums');
    expect(within(table).getByRole('columnheader', { name: 'Count' })).not.toHaveClass(
      'tabular-nums',
    );
  });

  it('sorts through header buttons and says which column sorts and how', async () => {
    const onSort = vi.fn();
    const columns: Column<Row>[] = [
      {
        header: 'Name',
        cell: (row) => row.name,
        sort: { direction: 'descending', onSort: vi.fn() },
      },
      { header: 'Count', cell: (row) => row.count, sort: { direction: null, onSort } },
      { header: 'Plain', cell: () => '' },
    ];
    render(<DataTable label="Things" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Count/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('columnheader', { name: 'Plain' })).not.toHaveAttribute('aria-sort');
    await userEvent.setup().click(screen.getByRole('button', { name: /Count/ }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('renders only new rows when rows are added and the columns stay the same', () => {
    const cell = vi.fn((row: Row) => row.name);
    const columns: Column<Row>[] = [{ header: 'Name', cell }];
    const { rerender } = render(
      <DataTable label="Things" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(cell).toHaveBeenCalledTimes(2);
    cell.mockClear();
    rerender(
      <DataTable
        label="Things"
        columns={columns}
        rows={[...rows, { id: 'c', name: 'Gamma', count: 1 }]}
        rowKey={(row) => row.id}
      />,
    );
    expect(cell.mock.calls.map(([row]) => row.name)).toEqual(['Gamma']);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('renders a long list a hundred rows at a time and says how many it shows', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 250 }, (_, index) => ({
      id: `r${index}`,
      name: `Row ${index}`,
      count: index,
    }));
    const columns: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }];
    renderWithProviders(
      <DataTable label="Things" columns={columns} rows={many} rowKey={(row) => row.id} />,
      { language: 'sv' },
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Visar 100 av 250 rader')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa 100 rader till' }));
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    await user.click(screen.getByRole('button', { name: 'Visa 50 rader till' }));
    expect(within(table).getAllByRole('row')).toHaveLength(251);
    expect(within(table).getByRole('cell', { name: 'Row 249' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /rader till/ })).not.toBeInTheDocument();
    // The button is gone; focus is on the table rather than lost to the page.
    expect(screen.getByRole('region', { name: 'Things' })).toHaveFocus();
  });

  it('leaves batching to a caller that does its own', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      id: `r${index}`,
      name: `${index}`,
      count: 0,
    }));
    const columns: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }];
    render(
      <DataTable
        label="Things"
        columns={columns}
        rows={many}
        rowKey={(row) => row.id}
        batch={null}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(151);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('isolates text cells and shows bidi overrides as markers', () => {
    const columns: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }];
    render(
      <DataTable
        label="Things"
        columns={columns}
        rows={[{ id: 'x', name: 'invoice\u202Egnp.exe', count: 0 }]}
        rowKey={(row) => row.id}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'invoice[U+202E]gnp.exe' });
    expect(cell.querySelector('bdi')).toHaveTextContent('invoice[U+202E]gnp.exe');
  });
});

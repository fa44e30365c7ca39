import { screen, within } from '@testing-library/react';
import { ContentPage, formatUpdated } from '../components/content-page';
import { renderWithProviders } from 'shared-ui/test-support';

const sections = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `part-${i + 1}`, title: `Part ${i + 1}`, content: <p>Text of part {i + 1}.</p> }));

describe('ContentPage', () => {
  it('shows one h1, the lead, the last-updated date and each section under an anchored h2', () => {
    renderWithProviders(<ContentPage title="Privacy policy" lead="What we keep." updated="2025-11-24" sections={sections(2)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    expect(screen.getByText('What we keep.')).toBeInTheDocument();
    const time = screen.getByText('November 24, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-11-24');
    const part2 = screen.getByRole('heading', { level: 2, name: 'Part 2' });
    expect(part2).toHaveAttribute('id', 'part-2');
    expect(screen.getByRole('region', { name: 'Part 2' })).toHaveTextContent('Text of part 2.');
  });

  it('adds a table of contents linking every section for long pages only', () => {
    const { unmount } = renderWithProviders(<ContentPage title="Long" sections={sections(4)} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Part 1', '#part-1'],
      ['Part 2', '#part-2'],
      ['Part 3', '#part-3'],
      ['Part 4', '#part-4'],
    ]);
    unmount();

    renderWithProviders(<ContentPage title="Short" sections={sections(3)} />);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('lets a page turn the table of contents off or on', () => {
    const { unmount } = renderWithProviders(<ContentPage title="No toc" toc={false} sections={sections(6)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ContentPage title="Toc" toc sections={sections(2)} />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('formats dates in US English, independent of the time zone', () => {
    expect(formatUpdated('2025-01-01')).toBe('January 1, 2025');
    expect(formatUpdated('2025-12-31')).toBe('December 31, 2025');
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, createAppTheme, createQueryClient, MemoryRouter } from 'shared-ui';
import { contrastRatio, layered, makeCompany, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { SearchBox } from '../SearchBox';

const location = () => screen.getByTestId('location').textContent;
const companies = ['Bankside Credit Union', 'Banner Print Co', 'Urban Bank'].map((name, i) =>
  makeCompany({ id: `0000000${i}-0000-4000-8000-000000000000`, name, category: 'Banking' }),
);
/** The search form's count of suggestions: a status region of its own (the list's popup has MUI's, for loading). */
const status = () => within(screen.getByRole('search')).getAllByRole('status').find((el) => !el.classList.contains('MuiAutocomplete-status'))!;
const SUGGEST = 'GET /api/companies?search=ban&sort=reviews&limit=6';

jest.setTimeout(20_000);

describe('the header search', () => {
  it('is a combobox with a name of its own, not only a placeholder', () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Search companies' });
    expect(box).toHaveAttribute('placeholder', 'Search companies');
    // Named by a label element, which a placeholder is not.
    expect((box as HTMLInputElement).labels?.[0]).toHaveTextContent('Search companies');
  });

  it.each(['light', 'dark'] as const)('writes its placeholder at 4.5:1 or more in the %s theme, idle and focused', (mode) => {
    const theme = createAppTheme(mode);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <SearchBox />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Search companies' });
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    // The placeholder rule of the input's own styles (InputBase's, under its root's class).
    const root = input.closest('.MuiInputBase-root')!;
    const own = [...root.classList].filter((c) => c.startsWith('css-'));
    const placeholder = rules.filter((r) => own.some((c) => r.selectorText?.startsWith(`.${c} input::placeholder`)));
    expect(placeholder).toHaveLength(1);
    const { color, opacity } = placeholder[0].style;
    const { paper } = theme.palette.background;
    for (const back of [layered(paper, theme.palette.action.hover), paper]) {
      expect(contrastRatio(color, back, Number(opacity || 1))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('suggests companies as you type, announces how many, and opens the one chosen with the arrows and Enter', async () => {
    const calls = mockApi({ [SUGGEST]: { body: companies, headers: { 'X-Total-Count': '14' } } });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { at: '/about' });
    const box = screen.getByRole('combobox', { name: 'Search companies' });
    await user.type(box, 'ban');
    const list = await screen.findByRole('listbox', { name: 'Suggested companies' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(companies.map((c) => `${c.name}Banking`));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toHaveTextContent('3 companies suggested of 14. Use the up and down arrows to choose one, or press Enter to see every match.');
    // Typed in one go: one read, for the whole word.
    expect(calls.count('GET', /^\/api\/companies\?/)).toBe(1);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/companies/${companies[1].id}`);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('cancels the read for what was typed before once the typing moves on', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      [SUGGEST]: () => held.then(() => ({ body: companies, headers: { 'X-Total-Count': '14' } })),
      // Whatever else is asked on the way (a slow machine may ask for "bank" too): one company.
      'GET /api/companies?*': { body: companies.slice(0, 1), headers: { 'X-Total-Count': '1' } },
    });
    const get = jest.spyOn(api, 'GET');
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { at: '/about' });
    const box = screen.getByRole('combobox', { name: 'Search companies' });
    const calls = get.mock.calls as unknown as Array<[path: string, init?: { params?: { query?: { search?: string } }; signal?: AbortSignal }]>;
    const signalOf = (search: string) => calls.find(([, init]) => init?.params?.query?.search === search)?.[1]?.signal;

    await user.type(box, 'ban');
    await waitFor(() => expect(signalOf('ban')).toBeDefined());
    expect(signalOf('ban')!.aborted).toBe(false);
    await user.type(box, 'kside');
    const list = await screen.findByRole('listbox', { name: 'Suggested companies' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bankside Credit UnionBanking']);
    expect(signalOf('ban')!.aborted).toBe(true);
    answer();
    get.mockRestore();
  });

  it('searches every match on Enter when no suggestion is chosen, and Escape closes the suggestions', async () => {
    mockApi({ [SUGGEST]: { body: companies, headers: { 'X-Total-Count': '14' } } });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { at: '/about' });
    const box = screen.getByRole('combobox', { name: 'Search companies' });
    await user.type(box, 'ban');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveFocus();
    expect(box).toHaveValue('ban');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/companies?search=ban');
  });

  it('says when nothing matches, and asks nothing for a single letter', async () => {
    const calls = mockApi({ 'GET /api/companies?search=zzq&sort=reviews&limit=6': { body: [], headers: { 'X-Total-Count': '0' } } });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { at: '/about' });
    const box = screen.getByRole('combobox', { name: 'Search companies' });
    await user.type(box, 'z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.count('GET', /^\/api\/companies\?/)).toBe(0);
    await user.type(box, 'zq');
    await waitFor(() => expect(status()).toHaveTextContent('No companies match. Press Enter to search anyway.'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

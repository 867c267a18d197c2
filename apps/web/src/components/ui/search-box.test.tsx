import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/utils.tsx';
import { SearchBox } from './search-box.tsx';

/** A list screen in miniature: the search lives in the address, as `?q=`. */
function Screen({ onSearch }: { onSearch?: (search: string, replace: boolean) => void }) {
  const [params, setParams] = useSearchParams();
  return (
    <SearchBox
      label="Search members"
      placeholder="Name or e-mail"
      maxLength={20}
      value={params.get('q') ?? ''}
      onSearch={(search, replace) => {
        onSearch?.(search, replace);
        setParams(search ? { q: search } : {}, { replace });
      }}
    />
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('is a labelled search field that takes no more than its limit', () => {
    renderWithApp(<Screen />, { path: '/members' });
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    expect(box).toHaveAttribute('placeholder', 'Name or e-mail');
    expect(box).toHaveAttribute('maxLength', '20');
  });

  it('searches once typing pauses, not at every key, with the spaces around the words left out', async () => {
    const onSearch = vi.fn();
    renderWithApp(<Screen onSearch={onSearch} />, { path: '/members' });
    await userEvent.type(screen.getByRole('searchbox'), ' maya ');
    expect(location()).toBe('/members');
    await waitFor(() => expect(location()).toBe('/members?q=maya'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps one history entry for a burst of typing, so one Back leaves the search', async () => {
    const { router } = renderWithApp(<Screen />, { path: '/members' });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'ma');
    await waitFor(() => expect(location()).toBe('/members?q=ma'));
    await userEvent.type(box, 'ya');
    await waitFor(() => expect(location()).toBe('/members?q=maya'));
    await act(() => router.navigate(-1));
    expect(location()).toBe('/members');
    expect(box).toHaveValue('');
  });

  it('searches at once on Enter, and shows a search that comes from elsewhere', async () => {
    const { router } = renderWithApp(<Screen />, { path: '/members' });
    await userEvent.type(screen.getByRole('searchbox'), 'noah{Enter}');
    expect(location()).toBe('/members?q=noah');
    await act(() => router.navigate('/members?q=lisbon'));
    expect(screen.getByRole('searchbox')).toHaveValue('lisbon');
  });
});

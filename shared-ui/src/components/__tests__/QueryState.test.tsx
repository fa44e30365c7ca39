// A failed read says what failed and offers Try again; a read the API refused for what it asked
// (400) says what the API said was wrong instead, since asking again would answer the same.
import { render, screen } from '@testing-library/react';
import { ApiError } from 'shared-ui/contract';
import { QueryState } from '../QueryState';

function failed(error: Error) {
  return { data: undefined, isPending: false, isError: true, error, isFetching: false, refetch: jest.fn() } as const;
}

describe('QueryState', () => {
  it("shows the API's sentence for a 400, with the page's way on and no Try again", () => {
    const error = new ApiError(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Search text must be at most 100 characters' }), 'Bad Request');
    render(
      <QueryState query={failed(error)} errorMessage="We couldn’t load companies right now. Please try again in a moment." badRequestAction={<a href="/companies">Show all companies</a>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Search text must be at most 100 characters');
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all companies' })).toBeInTheDocument();
  });

  it('offers Try again for any other failure', () => {
    render(
      <QueryState query={failed(new ApiError(503, '', 'Service Unavailable'))} errorMessage="We couldn’t load companies right now.">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load companies right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
